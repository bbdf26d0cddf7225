import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import { ORDER_LIST_REMARK_PREVIEW } from '@backoffice/domain/records';
import type { DbOrTx, Tx } from '../types';
import { prepared } from '../prepared';
import { auditLog } from '../schema/audit';
import { classStudents } from '../schema/classes';
import { lessonStudents } from '../schema/lessons';
import { orders } from '../schema/orders';
import type { AuditEntry } from './audit';
import { users } from '../schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
type PersonRef = { id: string; name: string; email: string };

/** The columns an order's record shows; the list reads nothing more (every column parsed costs the API's one core). */
const recordColumns = {
  id: orders.id,
  type: orders.type,
  status: orders.status,
  remark: orders.remark,
  history: orders.history,
  createdBy: orders.createdBy,
  payment: orders.payment,
  detail: orders.detail,
  meta: orders.meta,
  discountCode: orders.discountCode,
  created: orders.created,
};
export type OrderRecordRow = Pick<OrderRow, keyof typeof recordColumns>;
/** An order with the names its record shows: the student and the agent. */
export type OrderWithPeople = { order: OrderRecordRow; student: PersonRef; agent: PersonRef | null };

/**
 * The columns a list row shows (OrderListRow): the remark only as its preview, the detail without its lesson ids, the
 * meta's renewal flag alone. Cut in the query, so that a long remark or a big CSV row is never read into the API.
 */
const listRowColumns = {
  id: orders.id,
  type: orders.type,
  status: orders.status,
  remarkPreview: sql<string>`left(${orders.remark}, ${sql.raw(String(ORDER_LIST_REMARK_PREVIEW))})`.as('remark_preview'),
  remarkClipped: sql<boolean>`char_length(${orders.remark}) > ${sql.raw(String(ORDER_LIST_REMARK_PREVIEW))}`.as('remark_clipped'),
  detail: sql<Omit<OrderRow['detail'], 'lessonList'>>`${orders.detail} - 'lessonList'`.as('detail_summary'),
  isRenewal: sql<boolean>`coalesce((${orders.meta}->>'is_renewal')::boolean, false)`.as('is_renewal'),
  created: orders.created,
};
/** A list row with the names it shows. */
export type OrderListRowWithPeople = {
  order: Pick<OrderRow, 'id' | 'type' | 'status' | 'created'> & {
    remarkPreview: string;
    remarkClipped: boolean;
    detail: Omit<OrderRow['detail'], 'lessonList'>;
    isRenewal: boolean;
  };
  student: PersonRef;
  agent: PersonRef | null;
};

export type OrderListFilter = {
  /** Created at or after. */
  createdFrom: Date;
  /** Created before (exclusive). */
  createdBefore: Date;
  statuses: readonly OrderRow['status'][];
  studentId?: string | undefined;
  /** Only orders credited to one of these agents; null: every order. */
  agentIds: readonly string[] | null;
};

const studentUser = alias(users, 'student');
const agentUser = alias(users, 'agent');

/**
 * The shape of a list query. Each shape is one prepared statement (see `prepared`); its values are bound at run time,
 * so every page of every filter reuses the plan of its shape.
 */
type ListShape = { student: boolean; agents: boolean; direction: 'asc' | 'desc' };

function shapeOf(filter: OrderListFilter, direction: ListShape['direction']): ListShape {
  return { student: filter.studentId !== undefined, agents: filter.agentIds !== null, direction };
}

function shapeName(prefix: string, shape: ListShape): string {
  return `${prefix}${shape.student ? '_student' : ''}${shape.agents ? '_agents' : ''}_${shape.direction}`;
}

/** The values a shape's placeholders take. Times go as ISO text, which PGlite and node-postgres both bind alike. */
function listValues(filter: OrderListFilter) {
  return {
    from: filter.createdFrom.toISOString(),
    before: filter.createdBefore.toISOString(),
    statuses: [...filter.statuses],
    student: filter.studentId ?? null,
    // An empty list matches nothing, as "nobody's orders" should.
    agents: filter.agentIds ? [...filter.agentIds] : null,
  };
}

/** The list's conditions; the agent restriction is left out when the caller applies it per agent. */
function listConditions(shape: ListShape, withAgents = true): SQL {
  const conditions: SQL[] = [
    gte(orders.created, sql.placeholder('from')),
    lt(orders.created, sql.placeholder('before')),
    sql`${orders.status} = ANY(${sql.placeholder('statuses')}::text[])`,
  ];
  if (shape.student) conditions.push(sql`${orders.studentId} = ${sql.placeholder('student')}::uuid`);
  if (withAgents && shape.agents) conditions.push(sql`${orders.agentId} = ANY(${sql.placeholder('agents')}::uuid[])`);
  return and(...conditions) as SQL;
}

function selectWithPeople(db: DbOrTx) {
  return db
    .select({
      order: recordColumns,
      student: { id: studentUser.id, name: studentUser.name, email: studentUser.email },
      agent: { id: agentUser.id, name: agentUser.name, email: agentUser.email },
    })
    .from(orders)
    .innerJoin(studentUser, eq(studentUser.id, orders.studentId))
    .leftJoin(agentUser, eq(agentUser.id, orders.agentId));
}

type Page = { limit: number; offset: number; direction: 'asc' | 'desc' };

/**
 * The sort with its tiebreak, as orders_created_idx and orders_agent_created_idx hold it (created DESC, id DESC; oldest
 * first reads them backwards). PostgreSQL reads an index in order only when the ORDER BY matches it exactly, NULLS
 * placement included; otherwise it sorts every order of the range to return twenty.
 */
function pageOrder(direction: Page['direction'], created: SQL | typeof orders.created, id: SQL | typeof orders.id) {
  return direction === 'desc' ? sql`${created} DESC, ${id} DESC` : sql`${created} ASC, ${id} ASC`;
}

/**
 * The ids of one page. For an agent's list (the agent and those it supervises) each agent's orders are read in order
 * from orders_agent_created_idx, at most offset+limit of them, and merged: `agent_id = ANY(...)` would instead fetch
 * every order of those agents in the range (hundreds of scattered rows a month each) to sort them.
 */
function pageIds(db: DbOrTx, shape: ListShape): SQL {
  if (shape.agents) {
    return sql`(
      SELECT mine.id AS page_id, mine.created AS page_created
      FROM unnest(${sql.placeholder('agents')}::uuid[]) AS agent(id)
      CROSS JOIN LATERAL (
        SELECT ${orders.id}, ${orders.created} FROM ${orders}
        WHERE ${orders.agentId} = agent.id AND ${listConditions(shape, false)}
        ORDER BY ${pageOrder(shape.direction, orders.created, orders.id)}
        LIMIT ${sql.placeholder('reach')}
      ) AS mine
      ORDER BY ${pageOrder(shape.direction, sql`mine.created`, sql`mine.id`)}
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
    ) AS page`;
  }
  const ids = db
    .select({ id: orders.id, created: orders.created })
    .from(orders)
    .where(listConditions(shape))
    .orderBy(pageOrder(shape.direction, orders.created, orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .getSQL();
  return sql`(SELECT page_ids.id AS page_id, page_ids.created AS page_created FROM (${ids}) AS page_ids) AS page`;
}

/**
 * One page of orders with their student's and agent's names, in one query. The page is chosen on `orders` alone and
 * only its rows are joined, so a deep offset does not look up the people of every skipped row.
 */
export async function listOrders(db: DbOrTx, filter: OrderListFilter, page: Page): Promise<OrderListRowWithPeople[]> {
  const shape = shapeOf(filter, page.direction);
  const statement = prepared(db, shapeName('orders_rows', shape), (handle, name) =>
    handle
      .select({
        order: listRowColumns,
        student: { id: studentUser.id, name: studentUser.name, email: studentUser.email },
        agent: { id: agentUser.id, name: agentUser.name, email: agentUser.email },
      })
      .from(pageIds(handle, shape))
      .innerJoin(orders, sql`${orders.id} = page.page_id`)
      .innerJoin(studentUser, eq(studentUser.id, orders.studentId))
      .leftJoin(agentUser, eq(agentUser.id, orders.agentId))
      .orderBy(pageOrder(shape.direction, sql`page.page_created`, sql`page.page_id`))
      .prepare(name),
  );
  return statement.execute({
    ...listValues(filter),
    limit: page.limit,
    offset: page.offset,
    reach: page.offset + page.limit,
  });
}

/** How many orders the filter matches (no joins: every order has its student). */
export async function countOrders(db: DbOrTx, filter: OrderListFilter): Promise<number> {
  // The count does not depend on the sort: one statement per shape whatever the direction.
  const shape = shapeOf(filter, 'desc');
  const statement = prepared(db, shapeName('orders_count', shape), (handle, name) =>
    handle.select({ value: count() }).from(orders).where(listConditions(shape)).prepare(name),
  );
  const [row] = await statement.execute(listValues(filter));
  return row?.value ?? 0;
}

export async function findOrderWithPeople(db: DbOrTx, id: string): Promise<OrderWithPeople | undefined> {
  const [row] = await selectWithPeople(db).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByImportKey(db: DbOrTx, importKey: string): Promise<OrderWithPeople | undefined> {
  const [row] = await selectWithPeople(db).where(eq(orders.importKey, importKey)).limit(1);
  return row;
}

/** The order, locked until the transaction ends, so two cancellations or edits of one order cannot interleave. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

export async function updateOrder(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<NewOrderRow, 'status' | 'remark' | 'history' | 'agentId' | 'meta' | 'updated'>>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error('order update returned nothing');
  return row;
}

export type OrderWrite = {
  /** The order, its id chosen by the caller (so its audit record can be written in the same statement). */
  order: NewOrderRow & { id: string };
  /** The lessons to seat the student in, and as which group. */
  seats: { lessonIds: string[]; group: LessonStudentGroup };
  /** The order's audit record; `seated_lessons` (the lessons that got a new seat) is added to its `after` object. */
  audit: AuditEntry;
};

/**
 * Records an allocation in one statement: the order, the student's place in the class (kept when already there), a
 * seat in each lesson (a lesson the student already sits in keeps its seat and the order that gave it), and the audit
 * record with the lessons that got a new seat. Answers those lessons.
 */
export async function insertOrderWithSeats(tx: DbOrTx, write: OrderWrite): Promise<string[]> {
  const { order, seats, audit } = write;
  const at = order.created ?? new Date();
  const insertOrder = tx.insert(orders).values(order);
  const placeInClass = tx
    .insert(classStudents)
    .values({ classId: order.classId, userId: order.studentId, added: at })
    .onConflictDoNothing();
  const seat =
    seats.lessonIds.length > 0
      ? tx
          .insert(lessonStudents)
          .values(
            seats.lessonIds.map((lessonId) => ({
              lessonId,
              userId: order.studentId,
              group: seats.group,
              orderId: order.id,
              added: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ lessonId: lessonStudents.lessonId })
      : sql`SELECT NULL::uuid AS lesson_id WHERE false`;
  const record = sql`INSERT INTO ${auditLog} (actor_id, action, entity, entity_id, before, after, request_id, at)
    SELECT ${audit.actorId}::uuid, ${audit.action}, ${audit.entity}, ${audit.entityId}, ${audit.before == null ? null : JSON.stringify(audit.before)}::jsonb,
           ${JSON.stringify(audit.after ?? {})}::jsonb
             || jsonb_build_object('seated_lessons', (SELECT coalesce(jsonb_agg(lesson_id), '[]'::jsonb) FROM seated)),
           ${audit.requestId}, ${audit.at.toISOString()}::timestamptz`;
  // getSQL(): a query builder put in sql`` is taken for a subquery and wrapped in parentheses, which WITH refuses.
  const result = await tx.execute(
    sql`WITH created AS (${insertOrder.getSQL()}), placed AS (${placeInClass.getSQL()}), seated AS (${seat.getSQL()}),
             audited AS (${record})
        SELECT lesson_id FROM seated`,
  );
  return (result as unknown as { rows: Array<{ lesson_id: string }> }).rows.map((row) => row.lesson_id);
}

/** The orders already imported under these import keys: key → order id. */
export async function findImportedOrderIds(db: DbOrTx, importKeys: string[]): Promise<Map<string, string>> {
  if (importKeys.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, importKey: orders.importKey })
    .from(orders)
    .where(inArray(orders.importKey, importKeys));
  return new Map(rows.map((row) => [row.importKey ?? '', row.id]));
}
