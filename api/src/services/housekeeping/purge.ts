import type { Db } from '../../db/types';
import {
  purgeDeliveredMessages,
  purgeIdempotencyKeysBefore,
  purgeIdleThrottleRows,
  purgeSessionsEndedBefore,
} from '../../db/repositories/housekeeping';
import { THROTTLE_POLICY } from '../auth/throttle';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long what is done stays (README, Housekeeping). An ended session is kept 30 days, to tell who was signed in
 * when an incident is looked into, then goes with its address and browser. An outbox message is kept 90 days after it
 * was sent (or after it was queued, for one given up): staff see a lesson's messages on Make Announcement, and a
 * parent's "I never got it" is asked within weeks.
 */
export const RETENTION = {
  endedSessionsDays: 30,
  outboxDays: 90,
  /** A repeat of a write comes within seconds or minutes (a double click, a retry after a time-out); a day is ample. */
  idempotencyKeyDays: 1,
} as const;

export type HousekeepingReport = { sessions: number; throttleRows: number; outboxMessages: number; idempotencyKeys: number };

/**
 * One round of purging at `now`: ended sessions past their retention, throttle rows that count and lock nothing any
 * more (their window is over, so the next failure starts a new one), outbox messages past theirs, and idempotency
 * keys past a day.
 */
export async function runHousekeeping(db: Db, now: Date): Promise<HousekeepingReport> {
  const longestWindowMs = Math.max(THROTTLE_POLICY.account.windowSeconds, THROTTLE_POLICY.address.windowSeconds) * 1000;
  return {
    sessions: await purgeSessionsEndedBefore(db, new Date(now.getTime() - RETENTION.endedSessionsDays * DAY_MS)),
    throttleRows: await purgeIdleThrottleRows(db, new Date(now.getTime() - longestWindowMs), now),
    outboxMessages: await purgeDeliveredMessages(db, new Date(now.getTime() - RETENTION.outboxDays * DAY_MS)),
    idempotencyKeys: await purgeIdempotencyKeysBefore(db, new Date(now.getTime() - RETENTION.idempotencyKeyDays * DAY_MS)),
  };
}
