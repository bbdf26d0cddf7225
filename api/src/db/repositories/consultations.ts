import { asc, count, eq, sql } from 'drizzle-orm';
import { prepared } from '../prepared';
import type { DbOrTx, Tx } from '../types';
import { consultations, consultationStudents } from '../schema/consultations';
import { users } from '../schema/users';

// The dashboard's Consultation tab (back-office §2, §4 Consultation record, §7 GET/PATCH /admin/consultation).

/** A student of a consultation, with the names of the customer service and sales admin who handle them. */
export type ConsultationStudentDbRow = {
  _id: string;
  name: string;
  nickname: string | null;
  dbid: string | null;
  email: string;
  customerService: string | null;
  salesAdmin: string | null;
};

export type ConsultationDbRow = {
  id: string;
  date: string;
  actionPlans: string;
  consultationNotes: string;
  action: boolean;
  /** Every student of the consultation by name (ties by id), or null when it has none. */
  students: ConsultationStudentDbRow[] | null;
};

const inDay = sql`${consultations.date} >= ${sql.placeholder('start')}::timestamptz
  AND ${consultations.date} < ${sql.placeholder('end')}::timestamptz`;

/**
 * One page of a day's consultations by date (ties by id) and the day's count, in one round trip: the day's range and
 * order are read from consultations_date_id_idx alone (a busy day of the scale data holds 44), the count as a window
 * over it; only the page's consultations are read, each with its students and their handlers' names as one JSON
 * array (the service picks the names to show and each handler once: in SQL, two DISTINCT aggregates per row cost more
 * than the rest of the statement). A prepared statement, like the other hot lists: planning it cost more than running
 * it (1.5 ms against 0.5).
 */
export async function listConsultationsOfDay(
  db: DbOrTx,
  day: { start: Date; end: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: ConsultationDbRow[]; count: number }> {
  const statement = prepared(db, 'consultations_of_day', (handle, name) => {
    const picked = handle
      .select({
        id: consultations.id,
        date: consultations.date,
        total: sql<string>`count(*) OVER ()`.as('total'),
      })
      .from(consultations)
      .where(inDay)
      .orderBy(asc(consultations.date), asc(consultations.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('picked');
    return handle
      .select({
        id: consultations.id,
        date: sql<string>`to_json(${consultations.date}) #>> '{}'`,
        actionPlans: consultations.actionPlans,
        consultationNotes: consultations.consultationNotes,
        action: consultations.action,
        students: sql<ConsultationStudentDbRow[] | null>`(
          SELECT json_agg(json_build_object('_id', u.id, 'name', u.name, 'nickname', u.nickname, 'dbid', u.dbid,
                                            'email', u.email, 'customerService', h.name, 'salesAdmin', a.name)
                          ORDER BY lower(u.name), u.id)
          FROM ${consultationStudents} cs
          JOIN ${users} u ON u.id = cs.student_id
          LEFT JOIN ${users} h ON h.id = u.customer_service_id
          LEFT JOIN ${users} a ON a.id = u.sales_admin_id
          WHERE cs.consultation_id = ${consultations.id})`,
        total: picked.total,
      })
      .from(picked)
      .innerJoin(consultations, eq(consultations.id, picked.id))
      .orderBy(asc(picked.date), asc(picked.id))
      .prepare(name);
  });
  const range = { start: day.start.toISOString(), end: day.end.toISOString() };
  const rows = await statement.execute({ ...range, limit: page.limit, offset: page.offset });
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), count: Number(rows[0]!.total) };
  // A page past the end holds no row to carry the total: count on its own.
  if (page.offset === 0) return { rows: [], count: 0 };
  return { rows: [], count: await countConsultationsOfDay(db, range) };
}

async function countConsultationsOfDay(db: DbOrTx, range: { start: string; end: string }): Promise<number> {
  const statement = prepared(db, 'consultations_of_day_count', (handle, name) =>
    handle.select({ value: count() }).from(consultations).where(inDay).prepare(name),
  );
  const [row] = await statement.execute(range);
  return row?.value ?? 0;
}

/** The consultation's done state, locked until the transaction ends, or undefined for an unknown consultation. */
export async function lockConsultation(tx: Tx, id: string): Promise<{ action: boolean; updated: Date } | undefined> {
  const [row] = await tx
    .select({ action: consultations.action, updated: consultations.updated })
    .from(consultations)
    .where(eq(consultations.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Marks the consultation done or not and stamps it updated. */
export async function setConsultationAction(tx: Tx, id: string, action: boolean, now: Date): Promise<{ action: boolean; updated: Date }> {
  const [row] = await tx
    .update(consultations)
    .set({ action, updated: now })
    .where(eq(consultations.id, id))
    .returning({ action: consultations.action, updated: consultations.updated });
  if (!row) throw new Error('consultation vanished inside its transaction');
  return row;
}
