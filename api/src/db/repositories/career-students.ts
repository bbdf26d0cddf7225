import { sql } from 'drizzle-orm';
import { prepared } from '../prepared';
import type { DbOrTx } from '../types';
import { users } from '../schema/users';

// 'Students that require consultation for Academic Career' (back-office §2, §7 GET /admin/user/studentlist).

export type CareerStudentDbRow = {
  id: string;
  name: string;
  phone: string | null;
  phoneCountryCode: string | null;
  email: string;
  school: string | null;
  dateOfBirth: string | null;
  gender: string | null;
};

/**
 * The flag's condition, written as users_career_consultation_idx's predicate so the planner reads the flagged students
 * from that partial index (about 3 % of the students on the scale data).
 */
const flagged = sql`${users.type} = 'Student' AND (${users.profile} -> 'careerGoals' ->> 'consultation') = 'true'`;

/** date_of_consultation is an ISO instant in UTC (the profile form's end of day), so its text sorts as its time. */
const consultedOn = sql`(${users.profile} ->> 'date_of_consultation')`;

/**
 * One page of the active students flagged for an academic-career consultation, the never consulted first, then by
 * date_of_consultation ascending, then by name (ties by id), and how many there are, in one round trip.
 */
export async function listCareerConsultationStudents(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ rows: CareerStudentDbRow[]; count: number }> {
  const statement = prepared(db, 'career_consultation_students', (handle, name) =>
    handle
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        phoneCountryCode: users.phoneCountryCode,
        email: users.email,
        school: users.school,
        dateOfBirth: users.dateOfBirth,
        gender: users.gender,
        total: sql<string>`count(*) OVER ()`,
      })
      .from(users)
      .where(sql`${flagged} AND ${users.isActive}`)
      .orderBy(sql`${consultedOn} ASC NULLS FIRST`, sql`lower(${users.name}) ASC`, sql`${users.id} ASC`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const rows = await statement.execute({ limit: page.limit, offset: page.offset });
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), count: Number(rows[0]!.total) };
  if (page.offset === 0) return { rows: [], count: 0 };
  const counter = prepared(db, 'career_consultation_students_count', (handle, name) =>
    handle
      .select({ value: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${flagged} AND ${users.isActive}`)
      .prepare(name),
  );
  const [row] = await counter.execute();
  return { rows: [], count: row?.value ?? 0 };
}
