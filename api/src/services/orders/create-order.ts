import { randomUUID } from 'node:crypto';
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
import type { DbOrTx, Tx } from '../../db/types';
import { findActiveLessonsBetween, findClassById, type LessonRef } from '../../db/repositories/classes';
import type { ClassRef } from '../../db/repositories/order-imports';
import { insertOrderWithSeats, type OrderRecordRow } from '../../db/repositories/orders';
import { findUserById, findUserByEmail, insertStudent } from '../../db/repositories/users';
import type { OrderPayment } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { badRequest, forbidden } from '../../errors';
import type { Actor, RequestContext } from '../request-context';
import { auditEntry, recordAudit } from '../audit';
import { toOrder } from './to-order';

/** Chooses the lessons of an allocation; throws a 400 when the class has not enough of them. */
export type LessonPicker = (db: DbOrTx, klass: ClassRef) => Promise<LessonRef[]>;

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
  /**
   * Reads the class (undefined: there is none). Default: by id. The import reads the class with its lessons at once,
   * for its `pickLessons` to use.
   */
  findClass?: (db: DbOrTx) => Promise<ClassRef | undefined>;
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
    pickLessons: async (db, klass) => {
      const lessons = await findActiveLessonsBetween(db, klass.id, { from: start, to: end });
      if (lessons.length === 0) throw badRequest(ORDER_MESSAGES.noLessonsInRange, 'start_date');
      return lessons;
    },
    fields: { email: 'email', class: 'class' },
  };
}

/** Without canCreateNormal a role creates trials only (Partner; spec §6). Checked before anything is read. */
export function assertMayCreate(actor: Actor, type: OrderType): void {
  if (type !== 'TRIAL' && !can(actor.role, PATHS.orders, 'canCreateNormal')) throw forbidden(ORDER_MESSAGES.trialOnly);
}

/**
 * Creates an allocation: finds or creates the student, records the order with its history, seats the student in the
 * class and the chosen lessons, and audits it all, all or nothing. Reads come first; the order and what goes with it
 * are then written in one statement, which is all-or-nothing by itself, so a transaction is opened only when a new
 * student is written too. The answer is built from what was written rather than read back. A new student racing
 * another request for the same email fails on the unique email index: run it again (`retryOnNewStudentRace`).
 */
export async function createOrder(db: DbOrTx, ctx: RequestContext, draft: OrderDraft): Promise<Order> {
  const { actor, now } = ctx;
  assertMayCreate(actor, draft.type);

  const klass = await (draft.findClass ? draft.findClass(db) : findClassById(db, draft.classId));
  if (!klass) throw badRequest(ORDER_MESSAGES.classNotFound, draft.fields.class);
  if (!klass.isActive) throw badRequest(ORDER_MESSAGES.classInactive, draft.fields.class);
  const lessons = await draft.pickLessons(db, klass);

  const existing = await findUserByEmail(db, draft.email);
  const remark = draft.remark ?? (existing ? 'EXISTING' : 'NEW');
  if (existing && existing.type !== 'Student') throw badRequest(ORDER_MESSAGES.notAStudent, draft.fields.email);
  // A new student is created only when the remark says NEW (spec §5 remark helper).
  if (!existing && remark.trim().toUpperCase() !== 'NEW') throw badRequest(MESSAGES.noUsersWithEmail, draft.fields.email);
  const agent = await resolveAgent(db, actor, draft.agentId);

  const write = async (tx: DbOrTx, student: UserRow): Promise<Order> => {
    const status = initialOrderStatus(draft.type);
    const lessonIds = lessons.map((lesson) => lesson.id);
    // As jsonb gives them back: keys without a value are dropped.
    const record: OrderRecordRow = {
      id: randomUUID(),
      type: draft.type,
      status,
      remark,
      history: [{ status, remark, at: now.toISOString(), by: actor.user.name }],
      // What the form held, as typed (spec §3 created_by); the student's name when the form had none.
      createdBy: asJson({
        name: draft.name || student.name,
        email: draft.email,
        phone_country_code: draft.phoneCountryCode || null,
        phone: draft.phone || null,
      }),
      payment: asJson(draft.payment),
      detail: {
        lessonList: lessonIds,
        lesson: lessonIds.length,
        // A trial is free.
        billable_lesson: draft.type === 'TRIAL' ? 0 : lessonIds.length,
        class_obj: { _id: klass.id, name: klass.name },
      },
      meta: asJson(draft.meta),
      discountCode: draft.discountCode || null,
      created: now,
    };
    const order = toOrder({ order: record, student, agent });
    const importKey = draft.importKey ?? null;
    await insertOrderWithSeats(tx, {
      order: {
        ...record,
        studentId: student.id,
        classId: klass.id,
        agentId: agent?.id ?? null,
        createdById: actor.user.id,
        importKey,
        updated: now,
      },
      seats: { lessonIds, group: LESSON_GROUP_BY_ORDER_TYPE[draft.type] },
      // The seats actually given are added as seated_lessons: lessons the student already sat in keep their earlier
      // order.
      audit: auditEntry(ctx, {
        action: draft.importKey ? 'order.import' : 'order.create',
        entity: 'order',
        id: record.id,
        after: { ...order, import_key: importKey },
      }),
    });
    return order;
  };

  if (existing) return write(db, existing);
  return db.transaction(async (tx) => write(tx, await createStudent(tx, ctx, draft)));
}

function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A Student for the draft's email, audited. */
async function createStudent(tx: Tx, ctx: RequestContext, draft: OrderDraft): Promise<UserRow> {
  const student = await insertStudent(tx, {
    email: draft.email,
    name: draft.name || (draft.email.split('@')[0] ?? draft.email),
    phone: draft.phone || null,
    phoneCountryCode: draft.phoneCountryCode || null,
    at: ctx.now,
  });
  await recordAudit(tx, ctx, {
    action: 'user.create',
    entity: 'user',
    id: student.id,
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
  });
  return student;
}

/**
 * The agent the order is credited to: the one chosen (an Agent user), otherwise the acting user when it is an Agent
 * (so the order stays in its list), otherwise none.
 */
async function resolveAgent(tx: DbOrTx, actor: Actor, agentId: string | null | undefined): Promise<UserRow | null> {
  if (agentId) return assertAgent(tx, agentId, 'agent_id');
  return actor.role === 'Agent' ? actor.user : null;
}

/** The Agent user the id names; 400 unless it is one. */
export async function assertAgent(tx: DbOrTx, agentId: string, field: string): Promise<UserRow> {
  const agent = await findUserById(tx, agentId);
  if (!agent || agent.type !== 'Agent') throw badRequest(ORDER_MESSAGES.agentNotAgent, field);
  return agent;
}
