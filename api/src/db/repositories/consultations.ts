import { asc, count, eq, sql } from 'drizzle-orm';
import { prepared } from '../prepared';
import type { DbOrTx, Tx } from '../types';
import { consultations, consultationStudents } from '../schema/consultations';
import { users } from '../schema/users';

// The dashboard's Consultation tab (back-office §2, §4 Consultation record, §7 GET/PATCH /admin/consultation).

export type ConsultationDbRow = {
  id: string;
  date: string;
  actionPlans: string;
  consultationNotes: string;
  action: boolean;
  students: Array<{ _id: string; name: string; nickname: string | null; dbid: string | null; email: string }>;
  studentCount: number;
  customerService: string[];
  salesAdmin: string[];
};

const inDay = sql`${consultations.date} >= ${sql.placeholder('start')}::timestamptz
  AND ${consultations.date} < ${sql.placeholder('end')}::timestamptz`;

/**
 * One page of a day's consultations by date (ties by id) and the day's count, in one round trip: the day's range is
 * read on consultations_date_idx (a busy day of the scale data holds 44), the count as a window over it; only the
 * page's consultations are joined to their students and the staff who handle them. A prepared statement, like the
 * other hot lists: planning it cost as much as running it.
 */
export async function listConsultationsOfDay(
  db: DbOrTx,
  day: { start: Date; end: Date },
  page: { limit: number; offset: number; names: number },
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
    const ofThis = sql`cs.consultation_id = ${consultations.id}`;
    return handle
      .select({
        id: consultations.id,
        date: sql<string>`to_json(${consultations.date}) #>> '{}'`,
        actionPlans: consultations.actionPlans,
        consultationNotes: consultations.consultationNotes,
        action: consultations.action,
        students: sql<ConsultationDbRow['students']>`(
          SELECT coalesce(json_agg(json_build_object('_id', s.id, 'name', s.name, 'nickname', s.nickname, 'dbid', s.dbid,
                                                     'email', s.email) ORDER BY s.sort_name, s.id), '[]'::json)
          FROM (SELECT u.id, u.name, u.nickname, u.dbid, u.email, lower(u.name) AS sort_name
                FROM ${consultationStudents} cs JOIN ${users} u ON u.id = cs.student_id
                WHERE ${ofThis}
                ORDER BY lower(u.name), u.id
                LIMIT ${sql.placeholder('names')}) s)`,
        studentCount: sql<number>`(SELECT count(*)::int FROM ${consultationStudents} cs WHERE ${ofThis})`,
        customerService: sql<string[]>`(
          SELECT coalesce(json_agg(DISTINCT h.name ORDER BY h.name), '[]'::json)
          FROM ${consultationStudents} cs JOIN ${users} s ON s.id = cs.student_id JOIN ${users} h ON h.id = s.customer_service_id
          WHERE ${ofThis})`,
        salesAdmin: sql<string[]>`(
          SELECT coalesce(json_agg(DISTINCT h.name ORDER BY h.name), '[]'::json)
          FROM ${consultationStudents} cs JOIN ${users} s ON s.id = cs.student_id JOIN ${users} h ON h.id = s.sales_admin_id
          WHERE ${ofThis})`,
        total: picked.total,
      })
      .from(picked)
      .innerJoin(consultations, eq(consultations.id, picked.id))
      .orderBy(asc(picked.date), asc(picked.id))
      .prepare(name);
  });
  const range = { start: day.start.toISOString(), end: day.end.toISOString() };
  const rows = await statement.execute({ ...range, limit: page.limit, offset: page.offset, names: page.names });
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
