import type { ClassItem } from '@backoffice/domain/classes';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import type { UserRef } from '@backoffice/domain/records';
import type { UserRow } from '../src/db/schema/users';
import { COURSE_STAFF, insertClass, insertLessons, insertPerson, WITHOUT_COURSE, type ClassRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;

type ClassList = { data: ClassItem[]; count: number };

async function list(query: string, who = 'admin'): Promise<ClassList> {
  const response = await api.as(who).get(`/api/admin/class${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ClassList;
}

const names = (page: ClassList) => page.data.map((item) => item.name);

let bandSeven: ClassRow;
let alice: UserRow;
let bob: UserRow;
let ta: UserRow;

beforeAll(async () => {
  api = await testApi({ staff: COURSE_STAFF });
  const db = api.db;
  alice = await insertPerson(db, { type: 'Tutor', name: 'Alice Tutor', email: 'alice@classes.test' });
  bob = await insertPerson(db, { type: 'Tutor', name: 'Bob Tutor', email: 'bob@classes.test' });
  ta = await insertPerson(db, { type: 'TA', name: 'Tara Assistant', email: 'tara@classes.test' });
  await insertPerson(db, { type: 'Tutor', name: 'Zed Former', email: 'zed@classes.test', isActive: false });

  // One class per day of March, the 14th edited last; each name tells its day.
  for (let day = 1; day <= 12; day += 1) {
    await insertClass(db, { name: `Weekday Maths ${String(day).padStart(2, '0')}`, updated: `2026-03-${String(day).padStart(2, '0')}T03:00:00Z` });
  }
  bandSeven = await insertClass(db, {
    name: 'IELTS Intensive (Band 7.0+)',
    updated: '2026-03-13T03:00:00Z',
    tutors: [bob.id, alice.id],
    tas: [ta.id],
  });
  // What '(Band 7.0+)' would find were it a pattern: 'Band 7' then any character and one or more zeros.
  await insertClass(db, { name: 'IELTS Band 7x00 Drill', updated: '2026-03-14T03:00:00Z', isActive: false });
  await insertLessons(db, bandSeven.id, ['2026-03-16T01:00:00Z', '2026-03-18T01:00:00Z', '2026-03-20T01:00:00Z']);
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/class', () => {
  it('lists every class, last edited first, ten a page, with the total', async () => {
    const first = await list('');
    expect(first.count).toBe(14);
    expect(first.data).toHaveLength(10);
    expect(names(first).slice(0, 3)).toEqual(['IELTS Band 7x00 Drill', 'IELTS Intensive (Band 7.0+)', 'Weekday Maths 12']);
    const second = await list('?offset=10');
    expect(names(second)).toEqual(['Weekday Maths 04', 'Weekday Maths 03', 'Weekday Maths 02', 'Weekday Maths 01']);
    expect(second.count).toBe(14);
  });

  it('pages with max and offset, and a page past the end is empty with the total', async () => {
    expect(names(await list('?max=3&offset=3'))).toEqual(['Weekday Maths 11', 'Weekday Maths 10', 'Weekday Maths 09']);
    const beyond = await list('?offset=40');
    expect(beyond).toEqual({ data: [], count: 14 });
  });

  it('matches the name case-insensitively, with parentheses, dots and + taken literally', async () => {
    const found = await list(`?q=${encodeURIComponent('intensive (band 7.0+)')}`);
    expect(names(found)).toEqual(['IELTS Intensive (Band 7.0+)']);
    expect(found.count).toBe(1);
    expect(names(await list(`?q=${encodeURIComponent('(BAND')}`))).toEqual(['IELTS Intensive (Band 7.0+)']);
    expect((await list(`?q=${encodeURIComponent('band 7.0+')}`)).count).toBe(1);
    // LIKE's own wildcards match themselves too.
    expect((await list(`?q=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await list(`?q=${encodeURIComponent('weekday_maths')}`)).count).toBe(0);
  });

  it('pages a search and counts its matches', async () => {
    const page = await list(`?q=${encodeURIComponent('  MATHS ')}&max=5&offset=5`);
    expect(page.count).toBe(12);
    expect(names(page)).toEqual(['Weekday Maths 07', 'Weekday Maths 06', 'Weekday Maths 05', 'Weekday Maths 04', 'Weekday Maths 03']);
    expect(await list(`?q=nothing-like-it`)).toEqual({ data: [], count: 0 });
  });

  it('sends each class with its tutors and TAs by name, its lesson count and the record fields', async () => {
    const [item] = (await list(`?q=${encodeURIComponent('(band')}`)).data;
    expect(item).toMatchObject({
      _id: bandSeven.id,
      name: 'IELTS Intensive (Band 7.0+)',
      subject: 'Maths',
      country: 'SG',
      class_type: 'Workshop',
      schedule: { start_time: '10:00', end_time: '11:00', date_of_week: 'Monday' },
      level: ['beginner'],
      is_active: true,
      is_listed: true,
      max_cap: 20,
      rate: 18,
      currency: 'SGD',
      lesson_count: 3,
      start_date: '2026-01-01T00:00:00.000Z',
      updated: '2026-03-13T03:00:00.000Z',
    });
    expect(item?.tutor).toEqual<UserRef[]>([
      { _id: alice.id, name: 'Alice Tutor', email: 'alice@classes.test' },
      { _id: bob.id, name: 'Bob Tutor', email: 'bob@classes.test' },
    ]);
    expect(item?.ta).toEqual<UserRef[]>([{ _id: ta.id, name: 'Tara Assistant', email: 'tara@classes.test' }]);
    const inactive = (await list('?max=1')).data[0];
    expect(inactive).toMatchObject({ name: 'IELTS Band 7x00 Drill', is_active: false, lesson_count: 0, tutor: [], ta: [] });
  });

  it('refuses a bad page size', async () => {
    const response = await api.as('admin').get('/api/admin/class?max=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0].field).toBe('max');
  });

  it.each(WITHOUT_COURSE)('refuses %s (no /course)', async (who) => {
    const response = await api.as(who).get('/api/admin/class');
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('GET /api/admin/class/:id', () => {
  it('answers one class, and 404 for an unknown id', async () => {
    const response = await api.as('admin').get(`/api/admin/class/${bandSeven.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: ClassItem }).data).toMatchObject({ _id: bandSeven.id, lesson_count: 3 });
    const missing = await api.as('admin').get('/api/admin/class/00000000-0000-4000-8000-000000000001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message[0]).toMatchObject({ code: 'NotFound', type: 'not_found' });
    expect((await api.as('admin').get('/api/admin/class/not-an-id')).statusCode).toBe(400);
  });

  it('is refused to a Tutor', async () => {
    expect((await api.as('tutor').get(`/api/admin/class/${bandSeven.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/class/staff', () => {
  async function options(query: string) {
    const response = await api.as('admin').get(`/api/admin/class/staff${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: UserRef[]; count: number };
  }

  it('lists active accounts of one type by name, found by name or email', async () => {
    // The signed-in tutor is a Tutor account too.
    expect((await options('?type=Tutor')).data.map((user) => user.name)).toEqual(['Alice Tutor', 'Bob Tutor', 'Staff tutor']);
    expect(await options('?type=TA')).toEqual({ data: [{ _id: ta.id, name: 'Tara Assistant', email: 'tara@classes.test' }], count: 1 });
    expect((await options('?type=Tutor&q=BOB@')).data.map((user) => user._id)).toEqual([bob.id]);
    expect((await options('?type=Tutor&q=alice%20t')).data.map((user) => user._id)).toEqual([alice.id]);
    // A deactivated tutor is not offered; a TA is not a tutor.
    expect((await options('?type=Tutor&q=zed')).count).toBe(0);
    expect((await options('?type=Tutor&q=tara')).count).toBe(0);
    expect(await options('?type=Tutor&max=1')).toEqual({ data: [{ _id: alice.id, name: 'Alice Tutor', email: 'alice@classes.test' }], count: 3 });
  });

  it('needs a type of Tutor or TA', async () => {
    for (const query of ['', '?type=Student']) {
      const response = await api.as('admin').get(`/api/admin/class/staff${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0].field).toBe('type');
    }
  });

  it('is refused to roles without the class pages', async () => {
    expect((await api.as('partner').get('/api/admin/class/staff?type=Tutor')).statusCode).toBe(403);
  });
});
