import { asc, eq } from 'drizzle-orm';
import { createSession } from '../src/db/repositories/sessions';
import { loginThrottle, sessions } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/outbox';
import { RETENTION } from '../src/services/housekeeping/purge';
import { allOutbox, eventually } from './helpers/outbox';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

/**
 * Issue 17: ended sessions and sign-in throttle rows are purged on a schedule, and the outbox keeps its sent messages
 * for a stated period (RETENTION), then lets them go.
 */

const NOW = new Date('2026-06-01T03:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

let api: TestApi;

beforeEach(async () => {
  api = await testApi({ clock: fixedClock(NOW), staff: { admin: 'SuperAdmin' } });
});
afterEach(async () => {
  await api.close();
});

/** A session of the admin's, created a while before `end`, ended (or run out) at `end`. */
async function sessionEnding(label: string, end: { endedAt?: Date; expiresAt: Date }) {
  const created = new Date(end.expiresAt.getTime() - 12 * 60 * MINUTE);
  const row = await createSession(api.db, { userId: api.user('admin').id, expiresAt: end.expiresAt, userAgent: label, ip: '127.0.0.1', now: created });
  if (end.endedAt) {
    await api.db.update(sessions).set({ endedAt: end.endedAt, endedReason: 'logout' }).where(eq(sessions.id, row.id));
  }
  return row;
}

async function remainingSessions() {
  return (await api.db.select({ label: sessions.userAgent }).from(sessions).orderBy(asc(sessions.userAgent))).map((row) => row.label);
}

async function remainingThrottleKeys() {
  return (await api.db.select({ key: loginThrottle.key }).from(loginThrottle).orderBy(asc(loginThrottle.key))).map((row) => row.key);
}

function message(key: string, values: Partial<typeof outbox.$inferInsert>): typeof outbox.$inferInsert {
  return { channel: 'email', toAddress: `${key}@parents.test`, subject: key, body: `<p>${key}</p>`, dedupeKey: key, ...values };
}

describe('housekeeping (issue 17)', () => {
  it(`purges sessions that ended or ran out more than ${RETENTION.endedSessionsDays} days ago, and keeps the others`, async () => {
    const keep = RETENTION.endedSessionsDays * DAY - MINUTE;
    const past = RETENTION.endedSessionsDays * DAY + MINUTE;
    await sessionEnding('ended long ago', { endedAt: ago(past), expiresAt: ago(past - 60 * MINUTE) });
    await sessionEnding('ran out long ago', { expiresAt: ago(past) });
    await sessionEnding('ended lately', { endedAt: ago(keep), expiresAt: ago(keep - 60 * MINUTE) });
    await sessionEnding('ran out lately', { expiresAt: ago(keep) });
    await sessionEnding('alive', { expiresAt: ahead(6 * 60 * MINUTE) });

    const report = await api.app.housekeeping.runNow();

    expect(report.sessions).toBe(2);
    expect(await remainingSessions()).toEqual(['alive', 'ended lately', 'ran out lately']);
  });

  it('purges throttle rows whose window is over and that lock nothing, and keeps counting and locking ones', async () => {
    await api.db.insert(loginThrottle).values([
      { key: 'account:idle@test.test', failures: 3, windowStart: ago(16 * MINUTE) },
      { key: 'account:lock-over@test.test', failures: 5, windowStart: ago(40 * MINUTE), lockedUntil: ago(10 * MINUTE) },
      { key: 'account:counting@test.test', failures: 2, windowStart: ago(5 * MINUTE) },
      { key: 'account:locked@test.test', failures: 5, windowStart: ago(20 * MINUTE), lockedUntil: ahead(5 * MINUTE) },
      { key: 'address:10.0.0.1', failures: 19, windowStart: ago(14 * MINUTE) },
    ]);

    const report = await api.app.housekeeping.runNow();

    expect(report.throttleRows).toBe(2);
    expect(await remainingThrottleKeys()).toEqual(['account:counting@test.test', 'account:locked@test.test', 'address:10.0.0.1']);
  });

  it('keeps a lock until it ends, even when its counting window is long over', async () => {
    await api.db.insert(loginThrottle).values({ key: 'account:locked@test.test', failures: 5, windowStart: ago(20 * MINUTE), lockedUntil: ahead(MINUTE) });
    await api.app.housekeeping.runNow();
    expect(await remainingThrottleKeys()).toEqual(['account:locked@test.test']);
  });

  it(`keeps sent messages ${RETENTION.outboxDays} days, given-up ones as long from their queueing, and queued ones until sent`, async () => {
    const keep = RETENTION.outboxDays * DAY - MINUTE;
    const past = RETENTION.outboxDays * DAY + MINUTE;
    await api.db.insert(outbox).values([
      message('sent-long-ago', { status: 'sent', created: ago(past + DAY), sentAt: ago(past) }),
      message('sent-lately', { status: 'sent', created: ago(past), sentAt: ago(keep) }),
      message('failed-long-ago', { status: 'failed', attempts: 5, created: ago(past) }),
      message('failed-lately', { status: 'failed', attempts: 5, created: ago(keep) }),
      message('still-queued', { status: 'queued', attempts: 2, created: ago(2 * past) }),
    ]);

    const report = await api.app.housekeeping.runNow();

    expect(report.outboxMessages).toBe(2);
    expect((await allOutbox(api.db)).map((row) => row.dedupeKey).sort()).toEqual(['failed-lately', 'sent-lately', 'still-queued']);
  });

  it('purges in batches until nothing is left to purge', async () => {
    const rows = Array.from({ length: 1234 }, (_, index) => ({ key: `address:192.0.2.${index}`, failures: 1, windowStart: ago(DAY) }));
    for (let start = 0; start < rows.length; start += 400) await api.db.insert(loginThrottle).values(rows.slice(start, start + 400));

    expect((await api.app.housekeeping.runNow()).throttleRows).toBe(1234);
    expect(await remainingThrottleKeys()).toEqual([]);
  });
});

describe('the housekeeping schedule', () => {
  it('purges by itself every HOUSEKEEPING_INTERVAL_MS, with nobody asking', async () => {
    const scheduled = await testApi({ clock: fixedClock(NOW), config: { housekeepingIntervalMs: 100 }, staff: { admin: 'SuperAdmin' } });
    try {
      const old = RETENTION.endedSessionsDays * DAY + DAY;
      await createSession(scheduled.db, { userId: scheduled.user('admin').id, expiresAt: ago(old), userAgent: 'first', ip: null, now: ago(old + DAY) });
      await eventually(async () => (await scheduled.db.select().from(sessions)).length === 0);
      // And again on the next rounds, not once only.
      await createSession(scheduled.db, { userId: scheduled.user('admin').id, expiresAt: ago(old), userAgent: 'second', ip: null, now: ago(old + DAY) });
      await eventually(async () => (await scheduled.db.select().from(sessions)).length === 0);
    } finally {
      await scheduled.close();
    }
  });

  it('does not run in tests unless asked (HOUSEKEEPING_INTERVAL_MS 0)', async () => {
    const old = RETENTION.endedSessionsDays * DAY + DAY;
    await createSession(api.db, { userId: api.user('admin').id, expiresAt: ago(old), userAgent: 'old', ip: null, now: ago(old + DAY) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await remainingSessions()).toEqual(['old']);
  });
});
