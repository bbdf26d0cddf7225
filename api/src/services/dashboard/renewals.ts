import {
  RENEWAL_MESSAGES,
  renewalWindow,
  type RenewalDateChange,
  type RenewalRow,
  type renewalListQuerySchema,
} from '@backoffice/domain/renewals';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/types';
import {
  countRenewals,
  findRenewalPage,
  findStudentParent,
  listStudentIdsOfParent,
  lockParentRenewal,
  setParentRenewalDate,
  touchStudentsOfParent,
  type RenewalDbRow,
} from '../../db/repositories/renewals';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit';
import { centreToday } from '../orders/days';
import type { OrderCountCache } from '../orders/order-counts';
import type { RequestContext } from '../request-context';

type RenewalListQuery = z.output<typeof renewalListQuerySchema>;

/**
 * The Renew tab's list (back-office §2): active students whose parent's renewal date falls from today to two weeks
 * ahead (today in the centre's time zone), by renewal date. The window's total is kept between requests (`counts`,
 * forgotten when a user route writes): counting joins every parent in the window to its students, which costs more
 * than the page itself.
 */
export async function listRenewals(
  db: DbOrTx,
  ctx: RequestContext,
  query: RenewalListQuery,
  counts: OrderCountCache,
): Promise<{ data: RenewalRow[]; count: number }> {
  const window = renewalWindow(centreToday(ctx.now, ctx.timezone));
  const [rows, count] = await Promise.all([
    findRenewalPage(db, window, { limit: query.max, offset: query.offset }),
    counts.get(`${window.from}|${window.to}`, () => countRenewals(db, window)),
  ]);
  return { data: rows.map(toRenewalRow), count };
}

export function toRenewalRow(row: RenewalDbRow): RenewalRow {
  return {
    _id: row.id,
    name: row.name,
    nickname: row.nickname,
    parent: { _id: row.parentId, name: row.parentName, email: row.parentEmail, meta: { date_of_renewal: row.dateOfRenewal } },
    staff_to_handle: {
      customer_service: row.customerServiceId ? { _id: row.customerServiceId, name: row.customerServiceName ?? '' } : null,
      sales_admin: row.salesAdminId ? { _id: row.salesAdminId, name: row.salesAdminName ?? '' } : null,
    },
  };
}

/**
 * PATCH /admin/user/renewaldate/{studentId}: the renewal date of the student's parent (§4 Renewal date: "saves to both
 * the student and the parent"). 404 for an id that is not a student's; 409 for a student without a parent.
 */
export async function setStudentRenewalDate(tx: Tx, ctx: RequestContext, studentId: string, day: string): Promise<RenewalDateChange> {
  const student = await findStudentParent(tx, studentId);
  if (!student) throw notFound();
  if (!student.parentId) throw conflict(RENEWAL_MESSAGES.noParent);
  return setRenewalDate(tx, ctx, student.parentId, day);
}

/**
 * A parent's renewal date and, in the same transaction, its students' records (stamped updated) and the audit record:
 * all of it or none of it. The same day again changes nothing and records nothing (a repeated click, another tab).
 */
export async function setRenewalDate(tx: Tx, ctx: RequestContext, parentId: string, day: string): Promise<RenewalDateChange> {
  const locked = await lockParentRenewal(tx, parentId);
  if (!locked) throw notFound();
  const before = locked.dateOfRenewal;
  if (before === day) {
    return { parent: { _id: parentId, meta: { date_of_renewal: day } }, before, students: await listStudentIdsOfParent(tx, parentId), changed: false };
  }
  await setParentRenewalDate(tx, parentId, day, ctx.now);
  const students = await touchStudentsOfParent(tx, parentId, ctx.now);
  await recordAudit(tx, ctx, {
    action: 'user.renewal_date',
    entity: 'user',
    id: parentId,
    before: { date_of_renewal: before },
    after: { date_of_renewal: day, students },
  });
  return { parent: { _id: parentId, meta: { date_of_renewal: day } }, before, students, changed: true };
}
