import { CLASS_MESSAGES } from '@backoffice/domain/classes';
import type { StaffEntry } from '../../db/repositories/classes';
import type { Tx } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { RequestContext } from '../request-context';
import { assertStaffOfType, pickChanged } from './staff';

/**
 * What saving a class and saving a lesson have alike, told per kind: both are a row with tutors and TAs, a start and an
 * end, and an audit trail under their own entity.
 */
export type StaffedKind<Row, Item extends object> = {
  entity: 'class' | 'lesson';
  /** The request's fields for the start and the end (a 400 on the order points at the end's). */
  span: { start: string; end: string };
  /** The stored start and end, checked against when a change sends only one of them. */
  storedSpan: (row: Row) => { start: Date; end: Date };
  /** The row, locked until the transaction ends; undefined when there is none. */
  lock: (tx: Tx, id: string) => Promise<Row | undefined>;
  /** The record as the API answers it, read back after a write. */
  load: (tx: Tx, id: string) => Promise<Item>;
  replaceStaff: (tx: Tx, id: string, role: StaffEntry['role'], userIds: readonly string[]) => Promise<void>;
};

type StaffLists = { tutor: readonly string[]; ta: readonly string[] };

/** Creates the row (`insert`), its tutors and TAs, and the audit record of the whole record. */
export async function createStaffed<Row, Item extends object>(
  tx: Tx,
  ctx: RequestContext,
  kind: StaffedKind<Row, Item>,
  staff: StaffLists,
  insert: () => Promise<{ id: string }>,
): Promise<Item> {
  await assertStaffOfType(tx, staff.tutor, 'Tutor', 'tutor');
  await assertStaffOfType(tx, staff.ta, 'TA', 'ta');
  const { id } = await insert();
  await kind.replaceStaff(tx, id, 'tutor', staff.tutor);
  await kind.replaceStaff(tx, id, 'ta', staff.ta);
  const item = await kind.load(tx, id);
  await recordAudit(tx, ctx, { action: `${kind.entity}.create`, entity: kind.entity, id, before: null, after: item });
  return item;
}

/**
 * Changes the fields sent: `update` writes their columns (and `updated`), the staff lists sent replace the stored
 * ones. An `_id` in the body must be the path's; a single start or end sent is checked against the stored other one. A
 * body with nothing to change answers the record as it is and writes nothing; otherwise the audit record holds the
 * changed fields before and after.
 */
export async function updateStaffed<Row, Item extends object>(
  tx: Tx,
  ctx: RequestContext,
  kind: StaffedKind<Row, Item>,
  id: string,
  input: { _id?: string | undefined } & Partial<StaffLists> & Record<string, unknown>,
  update: (updated: Date) => Promise<void>,
): Promise<Item> {
  if (input._id !== undefined && input._id !== id) throw badRequest(CLASS_MESSAGES.idMismatch, '_id');
  const stored = await kind.lock(tx, id);
  if (!stored) throw notFound();

  const span = kind.storedSpan(stored);
  const start = sentDate(input[kind.span.start]) ?? span.start;
  const end = sentDate(input[kind.span.end]) ?? span.end;
  if (end < start) throw badRequest(CLASS_MESSAGES.endBeforeStart, kind.span.end);
  if (input.tutor !== undefined) await assertStaffOfType(tx, input.tutor, 'Tutor', 'tutor');
  if (input.ta !== undefined) await assertStaffOfType(tx, input.ta, 'TA', 'ta');

  const keys = Object.keys(input).filter((key) => key !== '_id' && input[key] !== undefined);
  const before = await kind.load(tx, id);
  if (keys.length === 0) return before;

  await update(ctx.now);
  if (input.tutor !== undefined) await kind.replaceStaff(tx, id, 'tutor', input.tutor);
  if (input.ta !== undefined) await kind.replaceStaff(tx, id, 'ta', input.ta);
  const after = await kind.load(tx, id);
  await recordAudit(tx, ctx, {
    action: `${kind.entity}.update`,
    entity: kind.entity,
    id,
    before: pickChanged(before, keys),
    after: pickChanged(after, keys),
  });
  return after;
}

/** The columns of the fields sent: a field not sent (undefined) leaves its column as stored; a null is kept. */
export function sentOnly<T extends object>(columns: T): Partial<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function sentDate(value: unknown): Date | undefined {
  return typeof value === 'string' ? new Date(value) : undefined;
}
