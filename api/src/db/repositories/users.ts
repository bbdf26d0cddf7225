import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { orders } from '../schema/orders';
import { users, type UserRow } from '../schema/users';

/** A user's name and the ways to reach them: what every list of students reads. */
export const contactColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneCountryCode: users.phoneCountryCode,
};
export type ContactRow = { id: string; name: string; email: string; phone: string | null; phoneCountryCode: string | null };

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updated: at }).where(eq(users.id, id));
}

export type StudentOption = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
};

/** Digit runs a phone may contain: anywhere, or only for students of a country code (see phoneSearchTerms). */
export type PhoneDigits = {
  anywhere: readonly string[];
  withCountryCode: ReadonlyArray<{ countryCode: string; national: string }>;
};

/**
 * The phone contains one of the digit runs. All of them go to the phone's pg_trgm index as one regular expression (an
 * alternation of digits), one index scan: a LIKE per run, each a scan of its own, made PostgreSQL prefer reading the
 * whole table. The runs tied to a country code are then checked on the rows found.
 */
function phoneDigitsMatch(digits: PhoneDigits | null | undefined): SQL | undefined {
  if (!digits) return undefined;
  const runs = [...new Set([...digits.anywhere, ...digits.withCountryCode.map(({ national }) => national)])];
  // Digits only, so the alternation needs no escaping; anything else is refused rather than run as a pattern.
  if (runs.length === 0 || !runs.every((run) => /^\d+$/.test(run))) return undefined;
  const exact = or(
    ...digits.anywhere.map((run) => sql`${users.phone} LIKE ${`%${run}%`}`),
    ...digits.withCountryCode.map(
      // A '+' kept before the country code by older data is ignored.
      ({ countryCode, national }) =>
        sql`(${users.phone} LIKE ${`%${national}%`} AND ltrim(${users.phoneCountryCode}, '+') = ${countryCode})`,
    ),
  );
  return sql`(${users.phone} ~ ${`(${runs.join('|')})`} AND ${exact})`;
}

/**
 * Students whose email, name or phone contains the text (already LIKE-escaped and lower-cased), or whose phone contains
 * one of `phoneDigits`, by name, with how many match in all. `visibleToAgents` limits them to students of orders
 * credited to those agents (null: no limit).
 */
export async function searchStudents(
  db: DbOrTx,
  containsLower: string,
  options: { limit: number; visibleToAgents: readonly string[] | null; phoneDigits?: PhoneDigits | null },
): Promise<{ rows: StudentOption[]; total: number }> {
  const pattern = `%${containsLower}%`;
  // Each branch is one the pg_trgm indexes answer: lower(email), lower(name), phone.
  const matches = or(
    sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`,
    sql`${users.phone} ILIKE ${pattern} ESCAPE '\\'`,
    phoneDigitsMatch(options.phoneDigits),
  );
  const conditions = [eq(users.type, 'Student'), matches];
  if (options.visibleToAgents) {
    const agents = [...options.visibleToAgents];
    conditions.push(
      agents.length === 0
        ? sql`false`
        : exists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(and(eq(orders.studentId, users.id), inArray(orders.agentId, agents))),
          ),
    );
  }
  const rows = await db
    .select({
      ...contactColumns,
      // The total rides along on each row: one query for the page and its count.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(options.limit);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function insertStudent(
  tx: DbOrTx,
  values: { email: string; name: string; phone: string | null; phoneCountryCode: string | null; at: Date },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      type: 'Student',
      email: values.email,
      name: values.name,
      phone: values.phone,
      phoneCountryCode: values.phoneCountryCode,
      // No password: students do not sign in to the back office.
      passwordHash: null,
      created: values.at,
      updated: values.at,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export type UserRefRow = { id: string; type: string; name: string; email: string };

/** The users with these ids (those that exist), with their type. */
export async function findUserRefsByIds(db: DbOrTx, ids: readonly string[]): Promise<UserRefRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, type: users.type, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The users whose email is one of these (compared without case: users_email_unique is on lower(email)). */
export async function findUserRefsByEmails(db: DbOrTx, emails: readonly string[]): Promise<UserRefRow[]> {
  if (emails.length === 0) return [];
  const lowered = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  return db
    .select({ id: users.id, type: users.type, name: users.name, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
}

/**
 * Active users of one type (tutors or TAs for a class, agents for an allocation) whose name or email contains the text
 * (LIKE-escaped, lower-cased; empty: all), by name, with how many match in all.
 */
export async function searchUsersOfType(
  db: DbOrTx,
  type: 'Tutor' | 'TA' | 'Agent',
  containsLower: string,
  limit: number,
): Promise<{ rows: Array<{ id: string; name: string; email: string }>; total: number }> {
  const conditions = [eq(users.type, type), eq(users.isActive, true)];
  if (containsLower) {
    const pattern = `%${containsLower}%`;
    conditions.push(
      or(sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`, sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`)!,
    );
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(and(...conditions))
    // users_type_name_id_idx holds (type, lower(name), id).
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(limit);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
