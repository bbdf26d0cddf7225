import type { ParentRecord, PeopleRecord } from '@backoffice/domain/people';
import { findUserRefsByIds } from '../../db/repositories/users';
import { findUserRow, listChildren } from '../../db/repositories/people';
import type { UserRow } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import type { RequestContext } from '../request-context';
import { seesCounsellorView, toParentRecord, toStudentRecord, toTutorRecord } from './to-people';

async function refsById(db: DbOrTx, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await findUserRefsByIds(db, wanted);
  return (id: string | null) => (id === null ? undefined : rows.find((row) => row.id === id));
}

/** A parent as the dialog shows it: its sales admin and its students. */
export async function parentRecordOf(db: DbOrTx, ctx: RequestContext, parent: UserRow): Promise<ParentRecord> {
  const [ref, children] = await Promise.all([refsById(db, [parent.salesAdminId]), listChildren(db, parent.id)]);
  return toParentRecord(parent, { salesAdmin: ref(parent.salesAdminId), children }, seesCounsellorView(ctx.actor));
}

/** A user record from its row: a student with its handlers and parent, or a tutor or TA. */
export async function peopleRecordOf(db: DbOrTx, ctx: RequestContext, row: UserRow): Promise<PeopleRecord> {
  if (row.type === 'Tutor' || row.type === 'TA') return toTutorRecord({ ...row, type: row.type });
  if (row.type !== 'Student') throw notFound();
  const parentRow = row.parentId ? await findUserRow(db, row.parentId) : undefined;
  const [ref, parent] = await Promise.all([
    refsById(db, [row.customerServiceId, row.salesAdminId]),
    parentRow ? parentRecordOf(db, ctx, parentRow) : null,
  ]);
  return toStudentRecord(
    row,
    { customerService: ref(row.customerServiceId), salesAdmin: ref(row.salesAdminId), parent },
    seesCounsellorView(ctx.actor),
  );
}

/**
 * GET /admin/user/{id}: a student, tutor or TA for the edit dialog. Any other user (staff, a parent on its own) is not
 * user management's to open: 404.
 */
export async function getPerson(db: DbOrTx, ctx: RequestContext, id: string): Promise<PeopleRecord> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound();
  return peopleRecordOf(db, ctx, row);
}
