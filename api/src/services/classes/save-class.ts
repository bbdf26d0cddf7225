import { CLASS_MESSAGES, type ClassCreate, type ClassItem, type classUpdateSchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../db/repositories/audit';
import {
  findClassWithStaff,
  insertClass,
  lockClass,
  replaceClassStaff,
  updateClass,
  type ClassChanges,
} from '../../db/repositories/classes';
import { badRequest, notFound } from '../../errors';
import type { ClassContext } from './context';
import { sanitizeRichText } from './rich-text';
import { assertStaffOfType, pickChanged } from './staff';
import { toClassItem } from './to-class';

type ClassUpdate = z.output<typeof classUpdateSchema>;

async function loadItem(tx: DbOrTx, id: string): Promise<ClassItem> {
  const row = await findClassWithStaff(tx, id);
  if (!row) throw new Error(`class ${id} not found after a write`);
  return toClassItem(row);
}

/**
 * Creates a class (back-office §5 Class save) inside the caller's transaction: its row (text trimmed by the schema,
 * the description sanitised), its tutors and TAs, and the audit record.
 */
export async function createClass(tx: DbOrTx, ctx: ClassContext, input: ClassCreate): Promise<ClassItem> {
  await assertStaffOfType(tx, input.tutor, 'Tutor', 'tutor');
  await assertStaffOfType(tx, input.ta, 'TA', 'ta');
  const row = await insertClass(tx, {
    name: input.name,
    subject: input.subject,
    country: input.country,
    classType: input.class_type,
    desc: sanitizeRichText(input.desc),
    startDate: new Date(input.start_date),
    endDate: new Date(input.end_date),
    scheduleStartTime: input.schedule.start_time,
    scheduleEndTime: input.schedule.end_time,
    scheduleDays: input.schedule.date_of_week,
    level: input.level,
    isFree: input.is_free,
    isTrial: input.is_trial,
    isFeatured: input.is_featured,
    isListed: input.is_listed,
    isSoldOut: input.is_sold_out,
    forceFullPurchase: input.force_full_purchase,
    isActive: input.is_active,
    maxCap: input.max_cap,
    rate: input.rate,
    currency: input.currency,
    created: ctx.now,
    updated: ctx.now,
  });
  await replaceClassStaff(tx, row.id, 'tutor', input.tutor);
  await replaceClassStaff(tx, row.id, 'ta', input.ta);
  const item = await loadItem(tx, row.id);
  await recordAudit(tx, {
    actorId: ctx.actor.user.id,
    action: 'class.create',
    entity: 'class',
    entityId: row.id,
    before: null,
    after: item,
    requestId: ctx.requestId,
    at: ctx.now,
  });
  return item;
}

/**
 * Changes the fields sent (the edit form's changes, or `{ _id, is_active }` from the row menu). A body with nothing
 * to change answers the class as it is and writes nothing. The dates are checked against the stored ones when only
 * one of them is sent.
 */
export async function updateClassFields(tx: DbOrTx, ctx: ClassContext, id: string, input: ClassUpdate): Promise<ClassItem> {
  if (input._id !== undefined && input._id !== id) throw badRequest(CLASS_MESSAGES.idMismatch, '_id');
  const stored = await lockClass(tx, id);
  if (!stored) throw notFound();

  const start = input.start_date !== undefined ? new Date(input.start_date) : stored.startDate;
  const end = input.end_date !== undefined ? new Date(input.end_date) : stored.endDate;
  if (end < start) throw badRequest(CLASS_MESSAGES.endBeforeStart, 'end_date');
  if (input.tutor !== undefined) await assertStaffOfType(tx, input.tutor, 'Tutor', 'tutor');
  if (input.ta !== undefined) await assertStaffOfType(tx, input.ta, 'TA', 'ta');

  const keys = Object.keys(input).filter((key) => key !== '_id' && input[key as keyof ClassUpdate] !== undefined);
  const before = await loadItem(tx, id);
  if (keys.length === 0) return before;

  await updateClass(tx, id, { ...changedColumns(input), updated: ctx.now });
  if (input.tutor !== undefined) await replaceClassStaff(tx, id, 'tutor', input.tutor);
  if (input.ta !== undefined) await replaceClassStaff(tx, id, 'ta', input.ta);
  const after = await loadItem(tx, id);
  await recordAudit(tx, {
    actorId: ctx.actor.user.id,
    action: 'class.update',
    entity: 'class',
    entityId: id,
    before: pickChanged(before, keys),
    after: pickChanged(after, keys),
    requestId: ctx.requestId,
    at: ctx.now,
  });
  return after;
}

/** The columns the sent fields set; a field not sent leaves its column as stored. */
function changedColumns(input: ClassUpdate): ClassChanges {
  const columns: ClassChanges = {
    name: input.name,
    subject: input.subject,
    country: input.country,
    classType: input.class_type,
    desc: input.desc !== undefined ? sanitizeRichText(input.desc) : undefined,
    startDate: input.start_date !== undefined ? new Date(input.start_date) : undefined,
    endDate: input.end_date !== undefined ? new Date(input.end_date) : undefined,
    scheduleStartTime: input.schedule?.start_time,
    scheduleEndTime: input.schedule?.end_time,
    scheduleDays: input.schedule?.date_of_week,
    level: input.level,
    isFree: input.is_free,
    isTrial: input.is_trial,
    isFeatured: input.is_featured,
    isListed: input.is_listed,
    isSoldOut: input.is_sold_out,
    forceFullPurchase: input.force_full_purchase,
    isActive: input.is_active,
    maxCap: input.max_cap,
    rate: input.rate,
    currency: input.currency,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ClassChanges;
}
