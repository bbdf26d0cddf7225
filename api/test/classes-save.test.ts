import { eq } from 'drizzle-orm';
import { CLASS_DEFAULTS, CLASS_MESSAGES, type ClassItem } from '@backoffice/domain/classes';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { classes, classStaff } from '../src/db/schema/classes';
import type { UserRow } from '../src/db/schema/users';
import { auditCount, auditOf, classCount, classPayload, COURSE_STAFF, insertClass, insertPerson, WITHOUT_COURSE } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let tutorA: UserRow;
let tutorB: UserRow;
let ta: UserRow;
let student: UserRow;

beforeAll(async () => {
  api = await testApi({ clock, staff: COURSE_STAFF });
  tutorA = await insertPerson(api.db, { type: 'Tutor', name: 'Anna Tutor' });
  tutorB = await insertPerson(api.db, { type: 'Tutor', name: 'Ben Tutor' });
  ta = await insertPerson(api.db, { type: 'TA', name: 'Tom Assistant' });
  student = await insertPerson(api.db, { type: 'Student', name: 'Sam Student' });
});
afterAll(async () => {
  await api.close();
});

const dataOf = (response: { json: () => unknown }) => (response.json() as { data: ClassItem }).data;
const firstError = (response: { json: () => unknown }) =>
  (response.json() as { message: Array<{ code: string; type: string; message: string; field?: string }> }).message[0];

describe('POST /api/admin/class', () => {
  it('creates a class with the spec defaults, trimmed text and its tutors and TAs, and audits it', async () => {
    const response = await api.as('admin').post('/api/admin/class', {
      ...classPayload({ name: '  Physics Booster  ', subject: ' Physics ' }),
      tutor: [tutorB.id, tutorA.id],
      ta: null,
    });
    expect(response.statusCode).toBe(201);
    const created = dataOf(response);
    expect(created).toMatchObject({
      name: 'Physics Booster',
      subject: 'Physics',
      country: CLASS_DEFAULTS.country,
      class_type: CLASS_DEFAULTS.class_type,
      max_cap: CLASS_DEFAULTS.max_cap,
      rate: CLASS_DEFAULTS.rate,
      currency: CLASS_DEFAULTS.currency,
      is_listed: true,
      is_active: true,
      is_free: false,
      is_trial: false,
      is_featured: false,
      is_sold_out: false,
      force_full_purchase: false,
      desc: '',
      start_date: '2026-04-01T03:00:00.000Z',
      end_date: '2026-06-30T03:00:00.000Z',
      schedule: { start_time: '10:00', end_time: '12:00', date_of_week: 'Monday, Wednesday' },
      level: ['secondary-3'],
      lesson_count: 0,
      ta: [],
      updated: '2026-03-10T03:00:00.000Z',
    });
    expect(created.tutor.map((user) => user._id)).toEqual([tutorA.id, tutorB.id]);

    const [row] = await api.db.select().from(classes).where(eq(classes.id, created._id));
    expect(row).toMatchObject({ name: 'Physics Booster', maxCap: 20, rate: 18, isListed: true });
    const audit = await auditOf(api.db, created._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'class.create',
      entity: 'class',
      actorId: api.user('admin').id,
      before: null,
      after: { _id: created._id, name: 'Physics Booster' },
    });
  });

  it('keeps the values sent over the defaults', async () => {
    const sent = { country: 'TH', class_type: 'Course', max_cap: 8, rate: 950, currency: 'THB', is_listed: false, is_free: true };
    const response = await api.as('admin').post('/api/admin/class', { ...classPayload(), ...sent, ta: [ta.id] });
    expect(response.statusCode).toBe(201);
    expect(dataOf(response)).toMatchObject({ ...sent, ta: [{ _id: ta.id, name: 'Tom Assistant' }] });
  });

  it('sanitises the description: no script, no event handler, no javascript: link; formatting stays', async () => {
    const response = await api.as('admin').post('/api/admin/class', {
      ...classPayload(),
      desc:
        '<p>Hello <strong>class</strong><script>alert(1)</script></p>' +
        '<img src="https://cdn.test/x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://epa.test" target="_blank">good</a>' +
        '<style>p{}</style><p style="color:red" onclick="x()">styled</p>',
    });
    expect(response.statusCode).toBe(201);
    const { desc } = dataOf(response);
    expect(desc).not.toMatch(/<script|alert|onerror|onclick|style=|<style|javascript/i);
    expect(desc).toBe(
      '<p>Hello <strong>class</strong></p><img src="https://cdn.test/x.png" /><a>bad</a> ' +
        '<a href="https://epa.test" target="_blank" rel="noopener noreferrer">good</a><p>styled</p>',
    );
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', CLASS_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, 'name', CLASS_MESSAGES.nameRequired],
    ['a level that is not a level tag', { level: ['secondary-3', 'secondary-5'] }, 'level.1', CLASS_MESSAGES.levelInvalid],
    ['no level', { level: [] }, 'level', CLASS_MESSAGES.levelRequired],
    ['an end before the start', { end_date: '2026-03-31T03:00:00.000Z' }, 'end_date', CLASS_MESSAGES.endBeforeStart],
    ['a bad time', { schedule: { start_time: '9:00', end_time: '12:00', date_of_week: 'Monday' } }, 'schedule.start_time', CLASS_MESSAGES.timeInvalid],
  ])('refuses %s with the message on its field, and saves nothing', async (_case, change, field, message) => {
    const before = { classes: await classCount(api.db), audit: await auditCount(api.db) };
    const response = await api.as('admin').post('/api/admin/class', { ...classPayload(), ...change });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ code: 'BadRequest', field, message });
    expect({ classes: await classCount(api.db), audit: await auditCount(api.db) }).toEqual(before);
  });

  it.each([
    ['tutor', () => [tutorA.id, ta.id], CLASS_MESSAGES.notATutor],
    ['tutor', () => ['00000000-0000-4000-8000-000000000009'], CLASS_MESSAGES.notATutor],
    ['ta', () => [tutorA.id], CLASS_MESSAGES.notATA],
    ['ta', () => [student.id], CLASS_MESSAGES.notATA],
  ])('refuses a %s id of another kind of account, and saves nothing', async (field, ids, message) => {
    const before = await classCount(api.db);
    const response = await api.as('admin').post('/api/admin/class', { ...classPayload(), [field]: ids() });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ field, message });
    expect(await classCount(api.db)).toBe(before);
  });

  it.each(WITHOUT_COURSE)('refuses %s', async (who) => {
    const before = await classCount(api.db);
    const response = await api.as(who).post('/api/admin/class', classPayload());
    expect(response.statusCode).toBe(403);
    expect(firstError(response)?.message).toBe(SERVER_MESSAGES.forbidden);
    expect(await classCount(api.db)).toBe(before);
  });
});

describe('PATCH /api/admin/class/:id', () => {
  it('deactivates with { _id, is_active: false } and changes nothing else; audits the change', async () => {
    const klass = await insertClass(api.db, { name: 'Toggle me', tutors: [tutorA.id] });
    clock.set('2026-03-11T05:00:00Z');
    const response = await api.as('admin').patch(`/api/admin/class/${klass.id}`, { _id: klass.id, is_active: false });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({
      _id: klass.id,
      name: 'Toggle me',
      is_active: false,
      tutor: [{ _id: tutorA.id }],
      updated: '2026-03-11T05:00:00.000Z',
    });
    const audit = await auditOf(api.db, klass.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'class.update', before: { is_active: true }, after: { is_active: false } });

    const again = await api.as('admin').patch(`/api/admin/class/${klass.id}`, { is_active: true });
    expect(dataOf(again).is_active).toBe(true);
  });

  it('changes only the fields sent: trimmed name, sanitised desc, replaced tutors and TAs', async () => {
    const klass = await insertClass(api.db, { name: 'Edit me', tutors: [tutorA.id], tas: [ta.id] });
    const response = await api.as('admin').patch(`/api/admin/class/${klass.id}`, {
      name: ' Edited ',
      desc: '<p onmouseover="x()">New</p><script>x()</script>',
      tutor: [tutorB.id],
      ta: null,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({
      name: 'Edited',
      desc: '<p>New</p>',
      subject: 'Maths',
      level: ['beginner'],
      tutor: [{ _id: tutorB.id }],
      ta: [],
    });
    const rows = await api.db.select().from(classStaff).where(eq(classStaff.classId, klass.id));
    expect(rows).toEqual([{ classId: klass.id, userId: tutorB.id, role: 'tutor' }]);
  });

  it('answers the class and writes nothing when nothing is sent to change', async () => {
    const klass = await insertClass(api.db, { name: 'Untouched', updated: '2026-02-01T00:00:00Z' });
    const response = await api.as('admin').patch(`/api/admin/class/${klass.id}`, { _id: klass.id });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ name: 'Untouched', updated: '2026-02-01T00:00:00.000Z' });
    expect(await auditOf(api.db, klass.id)).toHaveLength(0);
  });

  it("refuses an _id that is not the path's, an end before the stored start, and a tutor who is not a Tutor", async () => {
    const klass = await insertClass(api.db, { name: 'Guarded' });
    const other = await insertClass(api.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ _id: other.id, is_active: false }, '_id', CLASS_MESSAGES.idMismatch],
      // The stored start is 2026-01-01.
      [{ end_date: '2025-12-31T00:00:00.000Z' }, 'end_date', CLASS_MESSAGES.endBeforeStart],
      [{ start_date: '2027-01-01T00:00:00.000Z' }, 'end_date', CLASS_MESSAGES.endBeforeStart],
      [{ tutor: [student.id], name: 'Renamed' }, 'tutor', CLASS_MESSAGES.notATutor],
      [{ level: ['primary-7'] }, 'level.0', CLASS_MESSAGES.levelInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await api.as('admin').patch(`/api/admin/class/${klass.id}`, payload);
      expect({ payload, status: response.statusCode, error: firstError(response) }).toMatchObject({
        payload,
        status: 400,
        error: { field, message },
      });
    }
    const [row] = await api.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row).toMatchObject({ name: 'Guarded', isActive: true });
    expect(await auditOf(api.db, klass.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown class', async () => {
    const response = await api.as('admin').patch('/api/admin/class/00000000-0000-4000-8000-000000000042', { is_active: false });
    expect(response.statusCode).toBe(404);
  });

  it.each(WITHOUT_COURSE)('refuses %s, and the class stays', async (who) => {
    const klass = await insertClass(api.db, { name: 'Not yours' });
    const response = await api.as(who).patch(`/api/admin/class/${klass.id}`, { _id: klass.id, is_active: false });
    expect(response.statusCode).toBe(403);
    const [row] = await api.db.select().from(classes).where(eq(classes.id, klass.id));
    expect(row?.isActive).toBe(true);
  });
});
