import { and, eq, sql } from 'drizzle-orm';
import { ENDPOINTS, IDEMPOTENCY_HEADER, type Endpoint } from '@backoffice/domain/endpoints';
import { consultations } from '../src/db/schema/consultations';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { users } from '../src/db/schema/users';
import { IDEMPOTENCY_MESSAGES } from '../src/plugins/idempotency';
import { runHousekeeping } from '../src/services/housekeeping/purge';
import { testApi, type TestApi } from './helpers/test-api';
import { createUser } from './helpers/users';

let api: TestApi;
let studentId: string;

beforeAll(async () => {
  api = await testApi({ staff: { admin: 'SuperAdmin', other: 'SuperAdmin' } });
  studentId = (await createUser(api.db, { type: 'Student', name: 'Somchai Idem', email: 'somchai.idem@test.test' })).id;
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${Date.now().toString(36)}-${(counter += 1)}-abcdef`;

function createTutor(who: string, email: string, key?: string) {
  return api.as(who).inject({
    method: 'POST',
    url: '/api/admin/user',
    payload: { _type: 'Tutor', name: `Tutor ${email}`, email },
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });
}

function consult(key: string | undefined, notes: string) {
  return api.as('admin').inject({
    method: 'POST',
    url: '/api/admin/consultation',
    payload: { student_id: studentId, date_of_consultation: '2026-03-10', consultation_notes: notes },
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });
}

const usersWithEmail = async (email: string) =>
  (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
const consultationsWithNotes = async (notes: string) =>
  (await api.db.select({ id: consultations.id }).from(consultations).where(eq(consultations.consultationNotes, notes))).length;

describe('an idempotent write sent twice with one Idempotency-Key', () => {
  it('creates once and answers the repeat with the first answer', async () => {
    const key = newKey();
    const first = await createTutor('admin', 'twice@test.test', key);
    const second = await createTutor('admin', 'twice@test.test', key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersWithEmail('twice@test.test')).toBe(1);
  });

  it('creates once when both arrive together: the second waits for the first and answers the same', async () => {
    const key = newKey();
    const answers = await Promise.all([consult(key, 'together'), consult(key, 'together'), consult(key, 'together')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await consultationsWithNotes('together')).toBe(1);
  });

  it('refuses the key for a different request (422) and writes nothing', async () => {
    const key = newKey();
    expect((await consult(key, 'first body')).statusCode).toBe(200);
    const other = await consult(key, 'second body');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: [{ message: IDEMPOTENCY_MESSAGES.keyReused, field: IDEMPOTENCY_HEADER }] });
    expect(await consultationsWithNotes('second body')).toBe(0);
  });

  it('frees the key of a refused request: the repeat is handled afresh, not answered from a store', async () => {
    await createTutor('admin', 'taken@test.test');
    const key = newKey();
    const refused = await createTutor('admin', 'taken@test.test', key);
    expect(refused.statusCode).toBe(409);
    const kept = await api.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.key, key)));
    expect(kept).toEqual([]);
    // The other one is removed meanwhile: the same request with the same key now succeeds.
    await api.db.delete(users).where(eq(users.email, 'taken@test.test'));
    const again = await createTutor('admin', 'taken@test.test', key);
    expect(again.statusCode).toBe(200);
    expect(await usersWithEmail('taken@test.test')).toBe(1);
  });

  it('keeps keys per user: another user with the same key writes their own', async () => {
    const key = newKey();
    expect((await createTutor('admin', 'mine@test.test', key)).statusCode).toBe(200);
    const theirs = await createTutor('other', 'theirs@test.test', key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersWithEmail('theirs@test.test')).toBe(1);
  });

  it('refuses a malformed key (400) and writes nothing', async () => {
    for (const key of ['short', 'has spaces in it, and more', 'x'.repeat(101), 'ünïcödé-key-0123456789']) {
      const response = await consult(key, `bad key ${key}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: [{ message: IDEMPOTENCY_MESSAGES.keyInvalid }] });
      expect(await consultationsWithNotes(`bad key ${key}`)).toBe(0);
    }
  });

  it('changes nothing without the header: two requests are two writes', async () => {
    expect((await consult(undefined, 'no key')).statusCode).toBe(200);
    expect((await consult(undefined, 'no key')).statusCode).toBe(200);
    expect(await consultationsWithNotes('no key')).toBe(2);
  });
});

describe('which writes take a key', () => {
  it('marks the writes that create, save or send something a repeat would do twice', () => {
    const marked = Object.entries(ENDPOINTS as Record<string, Endpoint>)
      .filter(([, entry]) => entry.idempotent)
      .map(([name]) => name)
      .sort();
    expect(marked).toEqual(
      [
        'announcementSend',
        'classCreate',
        'consultationCreate',
        'lessonCreate',
        'lessonNotesSave',
        'orderCreate',
        'parentCreate',
        'pollCreate',
        'userCreate',
      ].sort(),
    );
  });

  it('has a route for each of them', () => {
    for (const entry of Object.values(ENDPOINTS as Record<string, Endpoint>).filter((item) => item.idempotent)) {
      expect(api.app.routeTable.some((route) => route.method === entry.method && route.url === `/api${entry.path}`)).toBe(true);
    }
  });
});

describe('housekeeping', () => {
  it('removes keys and their answers after a day', async () => {
    const key = newKey();
    expect((await consult(key, 'kept a day')).statusCode).toBe(200);
    const count = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!.n;
    expect(await count()).toBe(1);
    await runHousekeeping(api.db, new Date(Date.now() + 12 * 60 * 60 * 1000));
    expect(await count()).toBe(1);
    const report = await runHousekeeping(api.db, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
  });
});
