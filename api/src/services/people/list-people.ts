import { escapeLike } from '@backoffice/domain/validation';
import { PEOPLE_PAGE_SIZE, type HandlerOptions, type StaffGridRow, type StudentGridRow } from '@backoffice/domain/people';
import { countGrid, listActiveOfType, listStaffGridPage, listStudentGridPage } from '../../db/repositories/people';
import type { DbOrTx } from '../../db/types';
import type { OrderCountCache } from '../orders/order-counts';
import type { RequestContext } from '../request-context';
import { seesCounsellorView, toRef, toStaffGridRow, toStudentGridRow } from './to-people';

type GridQuery = { q: string; page: number };

const pageOf = (page: number) => ({ limit: PEOPLE_PAGE_SIZE, offset: (page - 1) * PEOPLE_PAGE_SIZE });

/** The text as the LIKE patterns read it: lower-cased, its %, _ and \ taken literally. */
function containsLowerOf(q: string): string {
  return escapeLike(q.trim().toLowerCase());
}

/**
 * The Student tab: 25 students a page by name, each with its parent; the counsellor's columns only for a caller with
 * people.counsellorView. The total is kept between requests per search text (`counts`), until a user is written.
 */
export async function listStudents(
  db: DbOrTx,
  ctx: RequestContext,
  query: GridQuery,
  counts: OrderCountCache,
): Promise<{ data: StudentGridRow[]; count: number }> {
  const counsellor = seesCounsellorView(ctx.actor);
  const containsLower = containsLowerOf(query.q);
  const countOf = (text: string) => counts.get(`Student:${text}`, () => countGrid(db, ['Student'], text));
  const page = pageOf(query.page);
  if (!containsLower) {
    const [rows, count] = await Promise.all([
      listStudentGridPage(db, { containsLower, ...page, withGridProfile: counsellor, strategy: 'ordered' }),
      countOf(''),
    ]);
    return { data: rows.map((row) => toStudentGridRow(row, counsellor)), count };
  }
  const [count, students] = await Promise.all([countOf(containsLower), countOf('')]);
  const rows = await listStudentGridPage(db, {
    containsLower,
    ...page,
    withGridProfile: counsellor,
    strategy: searchStrategy({ matches: count, students, wanted: page.offset + page.limit }),
  });
  return { data: rows.map((row) => toStudentGridRow(row, counsellor)), count };
}

/**
 * Walking the students in name order finds the page after about wanted × students / matches rows; finding the matches
 * first reads about twice the matches (students and parents share surnames). The cheaper one wins.
 */
export function searchStrategy(sizes: { matches: number; students: number; wanted: number }): 'ordered' | 'matches-first' {
  if (sizes.matches === 0) return 'matches-first';
  const walked = (sizes.wanted * sizes.students) / sizes.matches;
  return walked <= 2 * sizes.matches ? 'ordered' : 'matches-first';
}

/** The Tutor tab and the TA list: 25 a page by name. */
export async function listStaff(
  db: DbOrTx,
  type: 'Tutor' | 'TA',
  query: GridQuery,
  counts: OrderCountCache,
): Promise<{ data: StaffGridRow[]; count: number }> {
  const containsLower = containsLowerOf(query.q);
  const [rows, count] = await Promise.all([
    listStaffGridPage(db, type, { containsLower, ...pageOf(query.page) }),
    counts.get(`${type}:${containsLower}`, () => countGrid(db, [type], containsLower)),
  ]);
  return { data: rows.map(toStaffGridRow), count };
}

/** How many of each a picker lists: every active one on any real centre's staff. */
const HANDLER_LIMIT = 500;

/** The sales-admin and customer-service pickers (people-records §7: fetched when user management opens). */
export async function listHandlers(db: DbOrTx): Promise<HandlerOptions> {
  const [salesAdmins, customerService] = await Promise.all([
    listActiveOfType(db, 'SalesAdmin', HANDLER_LIMIT),
    listActiveOfType(db, 'CustService', HANDLER_LIMIT),
  ]);
  const refs = (rows: typeof salesAdmins) => rows.map((row) => toRef(row)!);
  return { sales_admin: refs(salesAdmins), customer_service: refs(customerService) };
}
