import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepared } from '../prepared';
import type { DbOrTx, Tx } from '../types';
import { users } from '../schema/users';

// The dashboard's Renew tab (back-office §2, §4 Renewal date). A renewal date is the parent's: the `date_of_renewal`
// column, which the list filters and sorts on (users_renewal_order_idx), mirrored in `meta.date_of_renewal`, the
// spec's field that the parent's record shows. Both are written by one statement, so they cannot disagree; a
// student's record reads its parent's through `parent_id`.

const parent = alias(users, 'parent');
const customerService = alias(users, 'customer_service');
const salesAdmin = alias(users, 'sales_admin');

export type RenewalWindowDays = { from: string; to: string };

export type RenewalDbRow = {
  id: string;
  name: string;
  nickname: string | null;
  parentId: string;
  parentName: string;
  parentEmail: string;
  dateOfRenewal: string;
  customerServiceId: string | null;
  customerServiceName: string | null;
  salesAdminId: string | null;
  salesAdminName: string | null;
};

/** Parents whose renewal date is in the window, joined to their active students. */
function inWindow() {
  return and(
    sql`${parent.dateOfRenewal} >= ${sql.placeholder('from')}::date`,
    sql`${parent.dateOfRenewal} <= ${sql.placeholder('to')}::date`,
    sql`${parent.type} = 'Parent'`,
  );
}

const studentOfParent = and(eq(users.parentId, parent.id), sql`${users.type} = 'Student'`, sql`${users.isActive}`);

/**
 * A page of the active students whose parent's renewal date is in the window: by renewal date, then parent (so that
 * siblings, who share the date, sit together), then student; ids break ties so pages never overlap. A prepared
 * statement (`api/src/db/prepared.ts`): the list is the tab's first request and is reloaded all day.
 */
export async function findRenewalPage(
  db: DbOrTx,
  window: RenewalWindowDays,
  page: { limit: number; offset: number },
): Promise<RenewalDbRow[]> {
  const statement = prepared(db, 'renewal_page', (handle, name) =>
    handle
      .select({
        id: users.id,
        name: users.name,
        nickname: users.nickname,
        parentId: parent.id,
        parentName: parent.name,
        parentEmail: parent.email,
        dateOfRenewal: sql<string>`to_char(${parent.dateOfRenewal}, 'YYYY-MM-DD')`.as('date_of_renewal'),
        customerServiceId: customerService.id,
        customerServiceName: customerService.name,
        salesAdminId: salesAdmin.id,
        salesAdminName: salesAdmin.name,
      })
      .from(parent)
      .innerJoin(users, studentOfParent)
      .leftJoin(customerService, eq(customerService.id, users.customerServiceId))
      .leftJoin(salesAdmin, eq(salesAdmin.id, users.salesAdminId))
      .where(inWindow())
      .orderBy(parent.dateOfRenewal, sql`lower(${parent.name})`, parent.id, sql`lower(${users.name})`, users.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return (await statement.execute({ ...window, limit: page.limit, offset: page.offset })) as RenewalDbRow[];
}

/** How many rows the window lists (every parent in it, each with its active students). */
export async function countRenewals(db: DbOrTx, window: RenewalWindowDays): Promise<number> {
  const statement = prepared(db, 'renewal_count', (handle, name) =>
    handle
      .select({ n: sql<number>`count(*)::int` })
      .from(parent)
      .innerJoin(users, studentOfParent)
      .where(inWindow())
      .prepare(name),
  );
  const [row] = await statement.execute(window);
  return Number(row?.n ?? 0);
}

/** A student's id and its parent's, or undefined when the id is not a student's. */
export async function findStudentParent(db: DbOrTx, studentId: string): Promise<{ parentId: string | null } | undefined> {
  const [row] = await db
    .select({ parentId: users.parentId })
    .from(users)
    .where(and(eq(users.id, studentId), sql`${users.type} = 'Student'`))
    .limit(1);
  return row;
}

/** A parent's renewal date, its row locked until the transaction ends; undefined when the id is not a parent's. */
export async function lockParentRenewal(tx: Tx, parentId: string): Promise<{ dateOfRenewal: string | null } | undefined> {
  const result = await tx.execute(
    sql`SELECT to_char(${users.dateOfRenewal}, 'YYYY-MM-DD') AS date_of_renewal FROM ${users}
        WHERE ${users.id} = ${parentId} AND ${users.type} = 'Parent' FOR UPDATE`,
  );
  const row = (result as unknown as { rows: Array<{ date_of_renewal: string | null }> }).rows[0];
  return row ? { dateOfRenewal: row.date_of_renewal } : undefined;
}

/** Sets a parent's renewal date: the column and `meta.date_of_renewal` in one statement, and the row's `updated`. */
export async function setParentRenewalDate(tx: Tx, parentId: string, day: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE ${users}
           SET date_of_renewal = ${day}::date,
               meta = jsonb_set(meta, '{date_of_renewal}', to_jsonb(${day}::text)),
               updated = ${now.toISOString()}::timestamptz
         WHERE ${users.id} = ${parentId}`,
  );
}

/**
 * Stamps the parent's students `updated`: each student's record shows its parent's renewal date, so it changed too.
 * Answers their ids, active or not.
 */
export async function touchStudentsOfParent(tx: Tx, parentId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(users)
    .set({ updated: now })
    .where(and(eq(users.parentId, parentId), sql`${users.type} = 'Student'`))
    .returning({ id: users.id });
  return rows.map((row) => row.id).sort();
}

/** The ids of a parent's students, active or not. */
export async function listStudentIdsOfParent(db: DbOrTx, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.parentId, parentId), sql`${users.type} = 'Student'`))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}
