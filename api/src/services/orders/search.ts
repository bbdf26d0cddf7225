import { ORDER_LESSONS_DEFAULT_MONTHS, ORDER_MESSAGES, ORDER_USER_SEARCH_LIMIT } from '@backoffice/domain/orders';
import type { OrderClassOption, OrderLessonOption, OrderUserOption } from '@backoffice/domain/orders';
import { escapeLike } from '@backoffice/domain/validation';
import type { DbOrTx } from '../../db/types';
import { findActiveLessonsBetween, findClassById, searchActiveClasses } from '../../db/repositories/classes';
import { searchStudents } from '../../db/repositories/users';
import { badRequest, notFound } from '../../errors';
import { centreDay, centreDayBounds, dayjs } from '../../lib/time';
import type { RequestContext } from '../request-context';
import { phoneSearchTerms } from './phone-search';
import { visibleAgentIds } from './visibility';
import { toContact } from '../users/to-contact';

/** The user's text as a case-insensitive LIKE substring: escaped, so '+', '%' and '_' match themselves (spec §5 Search). */
function likeText(text: string): string {
  return escapeLike(text.trim().toLowerCase());
}

/**
 * The allocation screen's quick user search: students only, and for a restricted agent only its orders' students. A
 * phone number matches however it is typed: with or without '+', the country code or the trunk '0', grouped by
 * spaces or dashes (`phoneSearchTerms`).
 */
export async function searchOrderStudents(
  db: DbOrTx,
  ctx: Pick<RequestContext, 'actor'>,
  q: string,
): Promise<{ data: OrderUserOption[]; count: number }> {
  const { rows, total } = await searchStudents(db, likeText(q), {
    limit: ORDER_USER_SEARCH_LIMIT,
    visibleToAgents: visibleAgentIds(ctx.actor),
    phoneDigits: phoneSearchTerms(q),
  });
  const data = rows.map(toContact);
  return { data, count: total };
}

export async function searchOrderClasses(
  db: DbOrTx,
  q: string,
  max: number,
): Promise<{ data: OrderClassOption[]; count: number }> {
  const { rows, total } = await searchActiveClasses(db, likeText(q), max);
  return { data: rows.map((row) => ({ _id: row.id, name: row.name })), count: total };
}

const MAX_LESSON_RANGE_DAYS = 366;

/** A class's active lessons between two centre days, both included; by default today to three months ahead. */
export async function listClassLessons(
  db: DbOrTx,
  ctx: Pick<RequestContext, 'now' | 'timezone'>,
  classId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<{ data: OrderLessonOption[]; count: number }> {
  const from = range.from ?? centreDay(ctx.now, ctx.timezone);
  const to =
    range.to ?? dayjs.tz(from, ctx.timezone).add(ORDER_LESSONS_DEFAULT_MONTHS, 'month').format('YYYY-MM-DD');
  if (from > to) throw badRequest(ORDER_MESSAGES.fromAfterTo, 'from');
  // Bounds the answer: a long-running class has hundreds of lessons a year.
  if (dayjs(to).diff(dayjs(from), 'day') > MAX_LESSON_RANGE_DAYS) throw badRequest(ORDER_MESSAGES.rangeTooLong, 'to');
  const klass = await findClassById(db, classId);
  if (!klass) throw notFound();
  const lessons = await findActiveLessonsBetween(db, classId, {
    from: centreDayBounds(from, ctx.timezone).start,
    to: centreDayBounds(to, ctx.timezone).end,
    toExclusive: true,
  });
  const data = lessons.map((lesson) => ({
    _id: lesson.id,
    name: lesson.name,
    scheduled_on: lesson.scheduledOn.toISOString(),
    ended_on: lesson.endedOn.toISOString(),
  }));
  return { data, count: data.length };
}
