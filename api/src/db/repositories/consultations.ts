import { asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const student = alias(users, 'student');
const customerService = alias(users, 'customer_service');
const salesAdmin = alias(users, 'sales_admin');

/**
 * One page of a day's consultations by date (ties by id) and the day's count, in one round trip: the day's range and
 * order are read from consultations_date_id_idx alone (a busy day of the scale data holds 44), the count as a window
 * over it; only the page's consultations are read, each joined laterally, once, to its students and the staff who
 * handle them. A prepared statement, like the other hot lists: planning it cost more than running it (1.5 ms to 0.8).
 */
export async function listConsultationsOfDay(
  db: DbOrTx,
  day: { start: Date; end: Date },
  page: { limit: number; offset: number; names: number },
): Promise<{ rows: ConsultationDbRow[]; count: number }> {
  // The JSON path of the first `names` students (a whole number written into the statement, one statement per value).
  const firstNames = sql.raw(`'$[0 to ${Math.max(0, Math.floor(page.names) - 1)}]'`);
  const statement = prepared(db, `consultations_of_day_${page.names}`, (handle, name) => {
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
    // Every student of the consultation, with their handlers: one pass over its seats for all four columns.
    const who = handle
      .select({
        students: sql<ConsultationDbRow['students']>`jsonb_path_query_array(
          coalesce(jsonb_agg(jsonb_build_object('_id', ${student.id}, 'name', ${student.name}, 'nickname', ${student.nickname},
                                                'dbid', ${student.dbid}, 'email', ${student.email})
                             ORDER BY lower(${student.name}), ${student.id}), '[]'::jsonb),
          ${firstNames})`.as('students'),
        studentCount: sql<number>`count(*)::int`.as('student_count'),
        customerService: sql<string[]>`coalesce(json_agg(DISTINCT ${customerService.name} ORDER BY ${customerService.name})
          FILTER (WHERE ${customerService.name} IS NOT NULL), '[]'::json)`.as('customer_service_names'),
        salesAdmin: sql<string[]>`coalesce(json_agg(DISTINCT ${salesAdmin.name} ORDER BY ${salesAdmin.name})
          FILTER (WHERE ${salesAdmin.name} IS NOT NULL), '[]'::json)`.as('sales_admin_names'),
      })
      .from(consultationStudents)
      .innerJoin(student, eq(student.id, consultationStudents.studentId))
      .leftJoin(customerService, eq(customerService.id, student.customerServiceId))
      .leftJoin(salesAdmin, eq(salesAdmin.id, student.salesAdminId))
      .where(eq(consultationStudents.consultationId, consultations.id))
      .as('who');
    return handle
      .select({
        id: consultations.id,
        date: sql<string>`to_json(${consultations.date}) #>> '{}'`,
        actionPlans: consultations.actionPlans,
        consultationNotes: consultations.consultationNotes,
        action: consultations.action,
        students: who.students,
        studentCount: who.studentCount,
        customerService: who.customerService,
        salesAdmin: who.salesAdmin,
        total: picked.total,
      })
      .from(picked)
      .innerJoin(consultations, eq(consultations.id, picked.id))
      .leftJoinLateral(who, sql`true`)
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
