import type { ClassCreate, ClassItem, classUpdateSchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import {
  findClassWithStaff,
  insertClass,
  lockClass,
  replaceClassStaff,
  updateClass,
  type ClassChanges,
  type NewClassRow,
} from '../../db/repositories/classes';
import type { Tx } from '../../db/types';
import { sanitizeRichText } from '../course/rich-text';
import { createStaffed, sentOnly, updateStaffed, type StaffedKind } from '../course/save-staffed';
import type { RequestContext } from '../request-context';
import { toClassItem } from './to-class';

type ClassUpdate = z.output<typeof classUpdateSchema>;

const CLASS: StaffedKind<{ startDate: Date; endDate: Date }, ClassItem> = {
  entity: 'class',
  span: { start: 'start_date', end: 'end_date' },
  storedSpan: (row) => ({ start: row.startDate, end: row.endDate }),
  lock: lockClass,
  load: async (tx, id) => {
    const row = await findClassWithStaff(tx, id);
    if (!row) throw new Error(`class ${id} not found after a write`);
    return toClassItem(row);
  },
  replaceStaff: replaceClassStaff,
};

/**
 * Creates a class (back-office §5 Class save) inside the caller's transaction: its row (text trimmed by the schema,
 * the description sanitised), its tutors and TAs, and the audit record.
 */
export async function createClass(tx: Tx, ctx: RequestContext, input: ClassCreate): Promise<ClassItem> {
  // The create schema's defaults leave no column unset.
  const columns = classColumns(input) as Omit<NewClassRow, 'created' | 'updated'>;
  return createStaffed(tx, ctx, CLASS, input, () => insertClass(tx, { ...columns, created: ctx.now, updated: ctx.now }));
}

/**
 * Changes the fields sent (the edit form's changes, or `{ _id, is_active }` from the row menu); see updateStaffed. A
 * class write sets `updated`, so an edited class moves to the top of the list.
 */
export async function updateClassFields(tx: Tx, ctx: RequestContext, id: string, input: ClassUpdate): Promise<ClassItem> {
  return updateStaffed(tx, ctx, CLASS, id, input, (updated) => updateClass(tx, id, { ...classColumns(input), updated }));
}

/** The columns the sent fields set; a field not sent leaves its column as stored. */
function classColumns(input: ClassUpdate): ClassChanges {
  return sentOnly<ClassChanges>({
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
  });
}
