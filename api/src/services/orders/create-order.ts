import type { OrderType } from '@backoffice/domain/enums';
import { MESSAGES } from '@backoffice/domain/messages';
import {
  initialOrderStatus,
  LESSON_GROUP_BY_ORDER_TYPE,
  ORDER_MESSAGES,
  type OrderCreate,
} from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { can } from '@backoffice/domain/permissions';
import type { Order } from '@backoffice/domain/records';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../db/repositories/audit';
import {
  addClassStudent,
  findActiveLessonsBetween,
  findClassById,
  type ClassRow,
  type LessonRef,
} from '../../db/repositories/classes';
import { addLessonStudents } from '../../db/repositories/lessons';
import { findOrderWithPeople, insertOrder } from '../../db/repositories/orders';
import { findUserById, findUserByEmail, insertStudent } from '../../db/repositories/users';
import type { OrderPayment } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { badRequest, forbidden } from '../../errors';
import type { OrderContext } from './context';
import { toOrder } from './to-order';

/** Chooses the lessons of an allocation; throws a 400 when the class has not enough of them. */
export type LessonPicker = (tx: DbOrTx, klass: ClassRow) => Promise<LessonRef[]>;

/** An allocation to create, from the form (POST /admin/order) or a CSV row (POST /admin/order/import). */
export type OrderDraft = {
  type: OrderType;
  /** Lower-cased. */
  email: string;
  name?: string | undefined;
  phoneCountryCode: string;
  phone: string;
  classId: string;
  /** Undefined: 'NEW' when no user has the email yet, else 'EXISTING' (a CSV row without a remark). */
  remark?: string | undefined;
  discountCode: string;
  agentId?: string | null | undefined;
  payment: OrderPayment;
  meta: { is_renewal: boolean } & Record<string, unknown>;
  importKey?: string;
  pickLessons: LessonPicker;
  /** Where errors point in the request body (the form and the CSV row name these differently). */
  fields: { email: string; class: string };
};

/**
 * The create form's payload as a draft: every active lesson of the class from the earliest to the latest chosen, both
 * included, so a selection never has holes (spec §5).
 */
export function formDraft(input: OrderCreate): OrderDraft {
  const start = new Date(input.start_date);
  const end = new Date(input.end_date);
  if (end < start) throw badRequest(ORDER_MESSAGES.endBeforeStart, 'end_date');
  return {
    type: input.type,
    email: input.email,
    name: input.name,
    phoneCountryCode: input.phone_country_code,
    phone: input.phone,
    classId: input.class,
    remark: input.remark,
    discountCode: input.discount_code,
    agentId: input.agent_id,
    payment: input.payment,
    meta: input.meta,
    pickLessons: async (tx, klass) => {
      const lessons = await findActiveLessonsBetween(tx, klass.id, { from: start, to: end });
      if (lessons.length === 0) throw badRequest(ORDER_MESSAGES.noLessonsInRange, 'start_date');
      return lessons;
    },
    fields: { email: 'email', class: 'class' },
  };
}

/** Without canCreateNormal a role creates trials only (Partner; spec §6). Checked before anything is read. */
export function assertMayCreate(actor: OrderContext['actor'], type: OrderType): void {
  if (type !== 'TRIAL' && !can(actor.role, PATHS.orders, 'canCreateNormal')) throw forbidden(ORDER_MESSAGES.trialOnly);
}

/**
 * Creates an allocation inside the caller's transaction: finds or creates the student, records the order with its
 * history, seats the student in the class and the chosen lessons, and audits it all. Any failure throws, and the
 * caller's transaction takes everything back.
 */
export async function createOrder(tx: DbOrTx, ctx: OrderContext, draft: OrderDraft): Promise<Order> {
  const { actor, now } = ctx;
  assertMayCreate(actor, draft.type);

  const klass = await findClassById(tx, draft.classId);
  if (!klass) throw badRequest(ORDER_MESSAGES.classNotFound, draft.fields.class);
  if (!klass.isActive) throw badRequest(ORDER_MESSAGES.classInactive, draft.fields.class);
  const lessons = await draft.pickLessons(tx, klass);

  const existing = await findUserByEmail(tx, draft.email);
  const remark = draft.remark ?? (existing ? 'EXISTING' : 'NEW');
  const student = await resolveStudent(tx, ctx, draft, existing, remark);
  const agentId = await resolveAgent(tx, actor, draft.agentId);

  const status = initialOrderStatus(draft.type);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const row = await insertOrder(tx, {
    type: draft.type,
    status,
    remark,
    history: [{ status, remark, at: now.toISOString(), by: actor.user.name }],
    studentId: student.id,
    classId: klass.id,
    agentId,
    // What the form held, as typed (spec §3 created_by); the student's name when the form had none.
    createdBy: {
      name: draft.name || student.name,
      email: draft.email,
      phone_country_code: draft.phoneCountryCode || null,
      phone: draft.phone || null,
    },
    createdById: actor.user.id,
    payment: draft.payment,
    detail: {
      lessonList: lessonIds,
      lesson: lessonIds.length,
      // A trial is free.
      billable_lesson: draft.type === 'TRIAL' ? 0 : lessonIds.length,
      class_obj: { _id: klass.id, name: klass.name },
    },
    meta: draft.meta,
    discountCode: draft.discountCode || null,
    importKey: draft.importKey ?? null,
    created: now,
    updated: now,
  });

  await addClassStudent(tx, klass.id, student.id, now);
  const seated = await addLessonStudents(tx, {
    lessonIds,
    userId: student.id,
    group: LESSON_GROUP_BY_ORDER_TYPE[draft.type],
    orderId: row.id,
    at: now,
  });

  const created = await findOrderWithPeople(tx, row.id);
  if (!created) throw new Error('created order not found');
  const order = toOrder(created);
  await recordAudit(tx, {
    actorId: actor.user.id,
    action: draft.importKey ? 'order.import' : 'order.create',
    entity: 'order',
    entityId: row.id,
    before: null,
    // The seats actually given: lessons the student already sat in keep their earlier order.
    after: { ...order, import_key: row.importKey, seated_lessons: seated },
    requestId: ctx.requestId,
    at: now,
  });
  return order;
}

/** The student the email names; created when the remark says NEW (spec §5 remark helper). */
async function resolveStudent(
  tx: DbOrTx,
  ctx: OrderContext,
  draft: OrderDraft,
  existing: UserRow | undefined,
  remark: string,
): Promise<UserRow> {
  if (existing) {
    if (existing.type !== 'Student') throw badRequest(ORDER_MESSAGES.notAStudent, draft.fields.email);
    return existing;
  }
  if (remark.trim().toUpperCase() !== 'NEW') throw badRequest(MESSAGES.noUsersWithEmail, draft.fields.email);
  const student = await insertStudent(tx, {
    email: draft.email,
    name: draft.name || (draft.email.split('@')[0] ?? draft.email),
    phone: draft.phone || null,
    phoneCountryCode: draft.phoneCountryCode || null,
    at: ctx.now,
  });
  await recordAudit(tx, {
    actorId: ctx.actor.user.id,
    action: 'user.create',
    entity: 'user',
    entityId: student.id,
    before: null,
    after: {
      _id: student.id,
      _type: student.type,
      name: student.name,
      email: student.email,
      phone: student.phone,
      phone_country_code: student.phoneCountryCode,
      reason: 'order',
    },
    requestId: ctx.requestId,
    at: ctx.now,
  });
  return student;
}

/**
 * The agent the order is credited to: the one chosen (an Agent user), otherwise the acting user when it is an Agent
 * (so the order stays in its list), otherwise none.
 */
async function resolveAgent(
  tx: DbOrTx,
  actor: OrderContext['actor'],
  agentId: string | null | undefined,
): Promise<string | null> {
  if (agentId) {
    await assertAgent(tx, agentId, 'agent_id');
    return agentId;
  }
  return actor.role === 'Agent' ? actor.user.id : null;
}

/** 400 unless the id is an Agent user's. */
export async function assertAgent(tx: DbOrTx, agentId: string, field: string): Promise<void> {
  const agent = await findUserById(tx, agentId);
  if (!agent || agent.type !== 'Agent') throw badRequest(ORDER_MESSAGES.agentNotAgent, field);
}
