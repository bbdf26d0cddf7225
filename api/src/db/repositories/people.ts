import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GRID_PROFILE_KEYS } from '@backoffice/domain/people';
import { prepared } from '../prepared';
import type { DbOrTx, Tx } from '../types';
import { sessions } from '../schema/auth';
import { consultations, consultationStudents } from '../schema/consultations';
import { users, type NewUserRow, type UserRow } from '../schema/users';

// User management (people-records §2, §7): the grids, one record with its parent and handlers, and the writes.

/**
 * Name, nickname, email, phone or dbid contains the text (already LIKE-escaped and lower-cased): `search_text` holds
 * them lower-cased, joined by a character no search can hold. One LIKE on one stored text, which
 * users_search_text_trgm_idx answers for few matches and users_type_name_id_idx holds for the walk in name order.
 */
function matches(containsLower: string): SQL {
  return matchesPattern(`%${containsLower}%`);
}

/** `matches` for a LIKE pattern given as a value or a prepared statement's placeholder. */
function matchesPattern(pattern: string | ReturnType<typeof sql.placeholder>): SQL {
  return sql`${users.searchText} LIKE ${pattern} ESCAPE '\\'`;
}

function gridWhere(types: readonly string[], containsLower: string): SQL {
  const ofType = types.length === 1 ? eq(users.type, types[0]!) : inArray(users.type, [...types]);
  return containsLower ? and(ofType, matches(containsLower))! : ofType;
}

export type StudentGridDbRow = {
  id: string;
  name: string;
  nickname: string | null;
  dbid: string | null;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  isActive: boolean;
  dateOfBirth: string | null;
  updated: Date;
  /** The grid fields of the profile (GRID_PROFILE_KEYS), null unless asked for. */
  gridProfile: Record<string, unknown> | null;
  parentId: string | null;
  parentName: string | null;
  parentEmail: string | null;
  parentPhone: string | null;
  parentPhoneCountryCode: string | null;
};

/**
 * One page of students by name (ties by id), each with its parent: the page's ids are picked first, then only their
 * rows and parents are read (joining first read a parent for every row an offset skipped).
 *
 * `ordered` picks them walking users_type_name_id_idx (type, lower(name), id, with search_text) in order, testing
 * each student in the index alone, and stops after the page: right without a search (a prepared statement, planned once per connection,
 * its page size written in: with LIMIT as a parameter the generic plan started parallel workers, 30 ms a page) and
 * for a term many students match (the commonest surname on the scale data: 25 found among the first 900). For a term
 * few match, the walk reads every student (600 ms on the scale data for a term nobody has), so `matches-first` finds
 * the matches through the trigram index of search_text in a subquery that `OFFSET 0` keeps from being merged with the ordered
 * query, and sorts only them. The service picks the way from the counts it keeps anyway.
 */
export async function listStudentGridPage(
  db: DbOrTx,
  options: { containsLower: string; limit: number; offset: number; withGridProfile: boolean; strategy: 'ordered' | 'matches-first' },
): Promise<StudentGridDbRow[]> {
  const parent = alias(users, 'parent');
  const columns = {
    id: users.id,
    name: users.name,
    nickname: users.nickname,
    dbid: users.dbid,
    email: users.email,
    phone: users.phone,
    phoneCountryCode: users.phoneCountryCode,
    isActive: users.isActive,
    dateOfBirth: users.dateOfBirth,
    updated: users.updated,
    gridProfile: options.withGridProfile
      ? sql<Record<string, unknown>>`jsonb_build_object(${sql.raw(
          GRID_PROFILE_KEYS.map((key) => `'${key}', "users"."profile" -> '${key}'`).join(', '),
        )})`
      : sql<null>`NULL::jsonb`,
    parentId: parent.id,
    parentName: parent.name,
    parentEmail: parent.email,
    parentPhone: parent.phone,
    parentPhoneCountryCode: parent.phoneCountryCode,
  };
  const limit = sql.raw(String(Math.trunc(options.limit)));
  const rowsOf = (handle: DbOrTx, page: SQL) =>
    handle
      .select(columns)
      .from(sql`${page} AS page`)
      .innerJoin(users, sql`${users.id} = page.id`)
      .leftJoin(parent, eq(parent.id, users.parentId))
      .orderBy(sql`page.sort_name`, sql`page.id`);
  if (!options.containsLower) {
    const name = `people_students_page_${options.limit}${options.withGridProfile ? '_full' : ''}`;
    const statement = prepared(db, name, (handle, statementName) =>
      rowsOf(
        handle,
        sql`(SELECT ${users.id} AS id, lower(${users.name}) AS sort_name FROM ${users} WHERE ${users.type} = 'Student'
              ORDER BY lower(${users.name}), ${users.id} LIMIT ${limit} OFFSET ${sql.placeholder('offset')})`,
      ).prepare(statementName),
    );
    return statement.execute({ offset: options.offset });
  }
  if (options.strategy === 'ordered') {
    // Prepared too, like the page without a search: its generic plan is the walk, whatever the term.
    const name = `people_students_walk_${options.limit}${options.withGridProfile ? '_full' : ''}`;
    const statement = prepared(db, name, (handle, statementName) =>
      rowsOf(
        handle,
        sql`(SELECT ${users.id} AS id, lower(${users.name}) AS sort_name FROM ${users}
              WHERE ${users.type} = 'Student' AND ${matchesPattern(sql.placeholder('pattern'))}
              ORDER BY lower(${users.name}), ${users.id} LIMIT ${limit} OFFSET ${sql.placeholder('offset')})`,
      ).prepare(statementName),
    );
    return statement.execute({ pattern: `%${options.containsLower}%`, offset: options.offset });
  }
  return rowsOf(
    db,
    sql`(SELECT id, sort_name FROM (
           SELECT ${users.id} AS id, lower(${users.name}) AS sort_name FROM ${users}
            WHERE ${throughTrigrams(['Student'], options.containsLower)} OFFSET 0) AS matched
         ORDER BY sort_name, id LIMIT ${limit} OFFSET ${options.offset})`,
  );
}

/**
 * A search's matches found through the trigram index. users_type_name_id_idx holds search_text, so PostgreSQL would
 * rather test every student in it (an index-only scan it costs too low: 130 ms for the commonest surname on the scale
 * data) than look the term up in the trigram index; a condition on a column the index does not hold (is_active,
 * never null) rules that scan out.
 */
function throughTrigrams(types: readonly string[], containsLower: string): SQL {
  return containsLower ? and(gridWhere(types, containsLower), sql`${users.isActive} IS NOT NULL`)! : gridWhere(types, containsLower);
}

/** How many users of these types match (the grid's total). */
export async function countGrid(db: DbOrTx, types: readonly string[], containsLower: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(throughTrigrams(types, containsLower));
  return row?.n ?? 0;
}

export type StaffGridDbRow = Pick<UserRow, 'id' | 'type' | 'name' | 'dbid' | 'gender' | 'email' | 'isActive'>;

/** One page of tutors or TAs by name (ties by id). */
export async function listStaffGridPage(
  db: DbOrTx,
  type: 'Tutor' | 'TA',
  options: { containsLower: string; limit: number; offset: number },
): Promise<StaffGridDbRow[]> {
  return db
    .select({
      id: users.id,
      type: users.type,
      name: users.name,
      dbid: users.dbid,
      gender: users.gender,
      email: users.email,
      isActive: users.isActive,
    })
    .from(users)
    .where(gridWhere([type], options.containsLower))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
}

export type UserRefDbRow = { id: string; type: string; name: string; email: string };

/** Active users of a type by name, at most `limit` (the sales-admin and customer-service pickers). */
export async function listActiveOfType(db: DbOrTx, type: 'SalesAdmin' | 'CustService', limit: number): Promise<UserRefDbRow[]> {
  return db
    .select({ id: users.id, type: users.type, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.type, type), eq(users.isActive, true)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(limit);
}

export async function findUserRow(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user, locked until the transaction ends: concurrent saves of one record run one after the other. */
export async function lockUserRow(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** The user with this email, compared without case (users_email_unique is on lower(email)), locked. */
export async function lockUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .for('update')
    .limit(1);
  return row;
}

/** The user holding this dbid, if any. */
export async function findUserIdByDbid(db: DbOrTx, dbid: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.dbid, dbid)).limit(1);
  return row?.id;
}

/** The students of a parent, by name. */
export async function listChildren(db: DbOrTx, parentId: string): Promise<UserRefDbRow[]> {
  return db
    .select({ id: users.id, type: users.type, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.parentId, parentId), eq(users.type, 'Student')))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function insertUserRow(tx: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUserRow(tx: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('user update returned nothing');
  return row;
}

/** A consultation of one student, by the acting staff member. */
export async function insertConsultation(
  tx: Tx,
  values: { studentId: string; date: Date; actionPlans: string; consultationNotes: string; adminId: string; at: Date },
): Promise<typeof consultations.$inferSelect> {
  const [row] = await tx
    .insert(consultations)
    .values({
      date: values.date,
      actionPlans: values.actionPlans,
      consultationNotes: values.consultationNotes,
      adminId: values.adminId,
      created: values.at,
      updated: values.at,
    })
    .returning();
  if (!row) throw new Error('consultation insert returned nothing');
  await tx.insert(consultationStudents).values({ consultationId: row.id, studentId: values.studentId });
  return row;
}

/** Ends every live session of a user (deactivated, re-typed, or given a new password by staff). */
export async function endAllSessions(db: DbOrTx, userId: string, reason: string, at: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: at, endedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
