import { and, eq } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@backoffice/domain/enums';
import { LESSON_GROUP_BY_ORDER_TYPE, type OrderCreateInput } from '@backoffice/domain/orders';
import type { StaffRole } from '@backoffice/domain/roles';
import type { DbOrTx } from '../../src/db/client';
import { auditLog } from '../../src/db/schema/audit';
import { classStudents } from '../../src/db/schema/classes';
import { lessonStudents } from '../../src/db/schema/lessons';
import { orders } from '../../src/db/schema/orders';
import { users, type UserRow } from '../../src/db/schema/users';
import { insertPerson } from './classes';

/** The staff of an /orders test: `agent` supervises `supervised`, not `other` (the test links them). */
export const ORDER_STAFF = {
  admin: 'SuperAdmin',
  agent: 'Agent',
  supervised: 'Agent',
  other: 'Agent',
  partner: 'Partner',
  tutor: 'Tutor',
} as const satisfies Record<string, StaffRole>;

let sequence = 0;
const next = () => (sequence += 1);

export type OrderRow = typeof orders.$inferSelect;

/** A student without a password, as the back office creates them. */
export function createStudent(
  db: DbOrTx,
  values: { email?: string; name?: string; phone?: string | null; phoneCountryCode?: string | null } = {},
): Promise<UserRow> {
  return insertPerson(db, { type: 'Student', ...values });
}

export async function setSupervisedAgents(db: DbOrTx, userId: string, agentIds: string[]): Promise<void> {
  await db.update(users).set({ supervisedAgents: agentIds }).where(eq(users.id, userId));
}

/** An order written straight to the table (as the demo data does), with seats for its lessons unless it is cancelled. */
export async function insertOrder(
  db: DbOrTx,
  values: {
    student: { id: string; name: string; email: string };
    klass: { id: string; name: string };
    created: string;
    agentId?: string | null;
    type?: OrderType;
    status?: OrderStatus;
    lessonIds?: string[];
    remark?: string;
  },
): Promise<OrderRow> {
  const type = values.type ?? 'PAYMENT';
  const status = values.status ?? 'INIT';
  const lessonIds = values.lessonIds ?? [];
  const [row] = await db
    .insert(orders)
    .values({
      type,
      status,
      remark: values.remark ?? 'NEW',
      history: [{ status, remark: values.remark ?? 'NEW', at: values.created, by: 'Seeder' }],
      studentId: values.student.id,
      classId: values.klass.id,
      agentId: values.agentId ?? null,
      createdBy: { name: values.student.name, email: values.student.email, phone_country_code: '66', phone: null },
      payment: { channel: 'offline', provider: null, platform: null, completed_on: null },
      detail: {
        lessonList: lessonIds,
        lesson: lessonIds.length,
        billable_lesson: type === 'TRIAL' ? 0 : lessonIds.length,
        class_obj: { _id: values.klass.id, name: values.klass.name },
      },
      meta: { is_renewal: false },
      created: new Date(values.created),
      updated: new Date(values.created),
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  if (status !== 'CANCELLED' && lessonIds.length > 0) {
    const group = LESSON_GROUP_BY_ORDER_TYPE[type];
    await db
      .insert(lessonStudents)
      .values(lessonIds.map((lessonId) => ({ lessonId, userId: values.student.id, group, orderId: row.id })))
      .onConflictDoNothing();
  }
  return row;
}

/** The seats of a student, by lesson id. */
export async function seatsOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(lessonStudents).where(eq(lessonStudents.userId, userId));
  return new Map(rows.map((row) => [row.lessonId, row]));
}

export async function isInClass(db: DbOrTx, classId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  return rows.length > 0;
}

export async function auditFor(db: DbOrTx, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

export async function countRows(db: DbOrTx, table: typeof orders | typeof users | typeof lessonStudents | typeof classStudents | typeof auditLog) {
  return (await db.select().from(table)).length;
}

/** A valid create payload for a class and the instants of its first and last lesson. */
export function createPayload(
  klass: { id: string },
  range: { start: Date | string; end: Date | string },
  overrides: Partial<OrderCreateInput> = {},
): OrderCreateInput {
  return {
    type: 'PAYMENT',
    email: `new-${next()}@test.test`,
    class: klass.id,
    start_date: new Date(range.start).toISOString(),
    end_date: new Date(range.end).toISOString(),
    remark: 'NEW',
    ...overrides,
  };
}
