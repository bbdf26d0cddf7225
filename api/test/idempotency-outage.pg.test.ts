import { Client } from 'pg';
import { IDEMPOTENCY_HEADER } from '@backoffice/domain/endpoints';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { currentDatabaseName, withDatabase } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';
import { insertClass, insertLessons } from './helpers/classes';
import { bearer, createUser, sessionToken } from './helpers/users';

/**
 * Issue 17's lost database, for a write that takes an idempotency key: the request claimed its key, then the database
 * went away under its transaction (503), and the key could not be freed either, the database being away. The screens
 * send the same key again when Save is pressed again; once the database is back that must write the note, not wait
 * ten seconds and answer 409 'still being handled' (for a day, until housekeeping removed the key).
 *
 * PostgreSQL only (jest.config.ts runs `*.pg.test.ts` files only when DATABASE_URL is set: `pnpm test:pg`).
 */

let t: TestApp;
let admin: Client;
let locker: Client;
let databaseName: string;
let token: string;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  databaseName = await currentDatabaseName(t.app.db);
  // The server's administrator (in another database: a database cannot refuse connections from inside), and a client
  // of the test's database that holds a lock through the outage.
  admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  locker = new Client({ connectionString: withDatabase(process.env.DATABASE_URL!, databaseName) });
  await locker.connect();
  const superAdmin = await createUser(t.app.db, { type: 'SuperAdmin' });
  token = await sessionToken(t.app, superAdmin);
  const klass = await insertClass(t.app.db);
  const [lesson] = await insertLessons(t.app.db, klass.id, ['2026-03-02T03:00:00Z']);
  lessonId = lesson!.id;
});

afterAll(async () => {
  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`).catch(() => {});
  await admin.end();
  await locker.end();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a key claimed when the database went away (issue 17)', () => {
  it('is freed when the database is back, so the same Save writes the note once', async () => {
    const key = 'outage-note-key-0001';
    const note = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/lesson/savelessonnotes/${lessonId}`,
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: key },
        payload: { studentNotes: 'Called the parent.' },
      });

    // The lesson's row locked elsewhere: the request claims its key, then waits inside its transaction.
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM lessons WHERE id = $1 FOR UPDATE', [lessonId]);
    const first = note();
    for (let waited = 0; ; waited += 50) {
      const { rows } = await locker.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) break;
      if (waited > 10_000) throw new Error('the request never waited for the lock');
      await sleep(50);
    }
    // The database goes away: it refuses new connections and the API's are ended (not this one, which holds the lock).
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [
      databaseName,
      (locker as unknown as { processID: number }).processID,
    ]);
    const outage = await first;
    expect(outage.statusCode).toBe(503);
    expect(outage.json()).toMatchObject({ message: [{ message: SERVER_MESSAGES.databaseUnavailable }] });
    await sleep(300);
    await locker.query('ROLLBACK');
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);

    // Save pressed again with the same key, a moment after the database is back.
    await sleep(1500);
    const started = Date.now();
    const again = await note();
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({ status: 200, body: { data: { _id: lessonId } } });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);

    // Written once.
    const { rows } = await locker.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'lesson' AND entity_id = $1 AND action = 'lesson.note'`,
      [lessonId],
    );
    expect(rows[0].n).toBe(1);
  }, 40_000);
});
