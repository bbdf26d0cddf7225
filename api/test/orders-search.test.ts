import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES, type OrderClassOption, type OrderLessonOption, type OrderUserOption } from '@backoffice/domain/orders';
import type { UserRow } from '../src/db/schema/users';
import { insertClass, insertLessons, type ClassRow } from './helpers/classes';
import { createStudent, insertOrder, ORDER_STAFF, setSupervisedAgents } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';
import { createUser } from './helpers/users';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;

const get = (who: string, url: string) => api.as(who).get(url);

beforeAll(async () => {
  api = await testApi({ clock, staff: ORDER_STAFF });
  await setSupervisedAgents(api.db, api.user('agent').id, [api.user('supervised').id]);
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/order/users', () => {
  let plus: UserRow;
  let lookalike: UserRow;
  let underscore: UserRow;
  let byPhone: UserRow;

  beforeAll(async () => {
    const db = api.db;
    plus = await createStudent(db, { email: 'ann+1@search.test', name: 'Ann Plus' });
    // What 'ann+1' would find if '+' were a pattern: "one or more n".
    lookalike = await createStudent(db, { email: 'annn1@search.test', name: 'Ann Lookalike' });
    underscore = await createStudent(db, { email: 'bob_x@search.test', name: 'Bob Underscore' });
    await createStudent(db, { email: 'bobax@search.test', name: 'Bob Letter' });
    byPhone = await createStudent(db, { email: 'phone@search.test', name: 'Phone Person', phone: '0812345678', phoneCountryCode: '66' });
    // Staff are not allocated lessons.
    await createUser(db, { type: 'Tutor', email: 'ann+1-tutor@search.test', name: 'Ann Tutor' });
  });

  async function search(q: string, who = 'admin') {
    const response = await get(who, `/api/admin/order/users?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: OrderUserOption[]; count: number };
  }

  it("matches '+' literally", async () => {
    const found = await search('ann+1');
    expect(found.data.map((user) => user._id)).toEqual([plus.id]);
    expect(found.data.map((user) => user._id)).not.toContain(lookalike.id);
    expect(found.count).toBe(1);
  });

  it("matches '_' and '%' literally", async () => {
    expect((await search('bob_x')).data.map((user) => user._id)).toEqual([underscore.id]);
    expect((await search('%')).count).toBe(0);
  });

  it('is case-insensitive and finds students only, by email, name or phone', async () => {
    expect((await search('ANN+1@SEARCH')).data).toEqual([
      { _id: plus.id, name: 'Ann Plus', email: 'ann+1@search.test', phone: null, phone_country_code: null },
    ]);
    expect((await search('phone person')).data.map((user) => user._id)).toEqual([byPhone.id]);
    expect((await search('2345')).data).toEqual([
      { _id: byPhone.id, name: 'Phone Person', email: 'phone@search.test', phone: '0812345678', phone_country_code: '66' },
    ]);
    expect((await search('Ann Tutor')).count).toBe(0);
  });

  describe('by phone, however it is typed', () => {
    let thai: UserRow;
    let singapore: UserRow;
    let trunk: UserRow;

    beforeAll(async () => {
      const db = api.db;
      // Kept as the demo data keeps phones: the national number, the country code apart.
      thai = await createStudent(db, { email: 'thai-phone@search.test', name: 'Thai Phone', phone: '942644867', phoneCountryCode: '66' });
      // The same digits in another country: only a search without a country code finds both.
      singapore = await createStudent(db, { email: 'sg-phone@search.test', name: 'Singapore Phone', phone: '942644867', phoneCountryCode: '65' });
      // Kept with its trunk '0', as a form may have stored it.
      trunk = await createStudent(db, { email: 'trunk-phone@search.test', name: 'Trunk Phone', phone: '0861234567', phoneCountryCode: '66' });
    });

    const ids = async (q: string) => (await search(q)).data.map((user) => user._id).sort();

    it.each(['+66 942644867', '+66942644867', '66942644867', '+66 094-264-4867', '0066 942644867'])(
      "finds the country code 66 number 942644867 typed as '%s'",
      async (q) => {
        expect(await ids(q)).toEqual([thai.id]);
      },
    );

    it.each(['942644867', '0942644867', '942-644-867', '942 644 867', '(094) 264 4867'])(
      "finds 942644867 of every country typed as '%s'",
      async (q) => {
        expect(await ids(q)).toEqual([thai.id, singapore.id].sort());
      },
    );

    it('finds a phone kept with its trunk 0 from the international form, and part of a number', async () => {
      expect(await ids('+66 86 123 4567')).toEqual([trunk.id]);
      expect(await ids('66861234567')).toEqual([trunk.id]);
      expect(await ids('0861234567')).toEqual([trunk.id]);
      expect(await ids('644-86')).toEqual([thai.id, singapore.id].sort());
    });

    it('does not read another country code into the number', async () => {
      expect(await ids('+65 942644867')).toEqual([singapore.id]);
      expect(await ids('+1 942644867')).toEqual([]);
    });
  });

  it('answers at most 10, by name, with the number of matches in count', async () => {
    for (let i = 0; i < 12; i += 1) {
      await createStudent(api.db, { email: `many-${i}@search.test`, name: `Many ${String(i).padStart(2, '0')}` });
    }
    const found = await search('many-');
    expect(found.data).toHaveLength(10);
    expect(found.count).toBe(12);
    expect(found.data.map((user) => user.name)).toEqual([...Array(10).keys()].map((i) => `Many ${String(i).padStart(2, '0')}`));
  });

  it("finds for an Agent only the students of its own and its supervised agents' orders", async () => {
    const klass = await insertClass(api.db);
    const mine = await createStudent(api.db, { email: 'scoped-mine@search.test' });
    const supervised = await createStudent(api.db, { email: 'scoped-supervised@search.test' });
    const others = await createStudent(api.db, { email: 'scoped-other@search.test' });
    await createStudent(api.db, { email: 'scoped-none@search.test' });
    const created = '2026-03-01T05:00:00Z';
    await insertOrder(api.db, { student: mine, klass, created, agentId: api.user('agent').id });
    await insertOrder(api.db, { student: supervised, klass, created, agentId: api.user('supervised').id });
    await insertOrder(api.db, { student: others, klass, created, agentId: api.user('other').id });

    expect((await search('scoped-', 'agent')).data.map((user) => user.email).sort()).toEqual([
      'scoped-mine@search.test',
      'scoped-supervised@search.test',
    ]);
    expect((await search('scoped-other', 'agent')).count).toBe(0);
    expect((await search('scoped-', 'other')).data.map((user) => user.email)).toEqual(['scoped-other@search.test']);
    expect((await search('scoped-', 'admin')).count).toBe(4);
    expect((await search('scoped-', 'partner')).count).toBe(4);
  });

  it('needs q, and /orders', async () => {
    const missing = await get('admin', '/api/admin/order/users');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message[0]).toMatchObject({ field: 'q', type: 'required' });
    const tutor = await get('tutor', '/api/admin/order/users?q=ann');
    expect(tutor.statusCode).toBe(403);
  });
});

describe('GET /api/admin/order/classes', () => {
  beforeAll(async () => {
    await insertClass(api.db, { name: 'Maths (Advanced)' });
    await insertClass(api.db, { name: 'maths basics' });
    await insertClass(api.db, { name: 'Maths Old', isActive: false });
    await insertClass(api.db, { name: 'Physics 100%' });
  });

  async function classes(q: string, who = 'admin') {
    const response = await get(who, `/api/admin/order/classes?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: OrderClassOption[]; count: number };
  }

  it('finds active classes by name, case-insensitively, by name', async () => {
    const found = await classes('MATHS');
    expect(found.data.map((klass) => klass.name)).toEqual(['Maths (Advanced)', 'maths basics']);
    expect(found.count).toBe(2);
  });

  it('matches parentheses and % literally', async () => {
    expect((await classes('(adv')).data.map((klass) => klass.name)).toEqual(['Maths (Advanced)']);
    expect((await classes('s (')).data.map((klass) => klass.name)).toEqual(['Maths (Advanced)']);
    expect((await classes('0%')).data.map((klass) => klass.name)).toEqual(['Physics 100%']);
    expect((await classes('%')).count).toBe(1);
  });

  it('lists every active class for an empty q, up to max, counting them all', async () => {
    const response = await get('admin', '/api/admin/order/classes?max=1');
    const body = response.json() as { data: OrderClassOption[]; count: number };
    expect(body.data).toHaveLength(1);
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect((await classes('')).data.map((klass) => klass.name)).not.toContain('Maths Old');
  });

  it('needs canCreateOrder: an Agent is refused, a Partner is not', async () => {
    const agent = await get('agent', '/api/admin/order/classes?q=maths');
    expect(agent.statusCode).toBe(403);
    expect(agent.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
    expect((await classes('maths', 'partner')).count).toBe(2);
  });
});

describe('GET /api/admin/order/classes/:id/lessons', () => {
  let klass: ClassRow;
  beforeAll(async () => {
    klass = await insertClass(api.db, { name: 'Lessons class' });
    await insertLessons(api.db, klass.id, [
      { at: '2026-03-19T03:00:00Z', name: 'Thursday' },
      // 23:30 on 12 March and 00:30 on 13 March, Bangkok time.
      { at: '2026-03-12T16:30:00Z', name: 'Late on the 12th' },
      { at: '2026-03-12T17:30:00Z', name: 'Early on the 13th' },
      // Midnight starting 10 March, Bangkok time, and a minute before it.
      { at: '2026-03-09T17:00:00Z', name: 'Midnight on the 10th' },
      { at: '2026-03-09T16:59:00Z', name: 'Late on the 9th' },
      { at: '2026-03-11T03:00:00Z', name: 'Inactive', isActive: false },
      { at: '2026-07-01T03:00:00Z', name: 'July' },
    ]);
    // Another class's lesson in the same days.
    const other = await insertClass(api.db, { name: 'Other class' });
    await insertLessons(api.db, other.id, ['2026-03-11T03:00:00Z']);
  });

  async function lessons(query: string) {
    const response = await get('admin', `/api/admin/order/classes/${klass.id}/lessons${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: OrderLessonOption[] }).data;
  }

  it("lists the class's active lessons between two Bangkok days, both included, by scheduled_on", async () => {
    const found = await lessons('?from=2026-03-10&to=2026-03-12');
    expect(found.map((lesson) => lesson.name)).toEqual(['Midnight on the 10th', 'Late on the 12th']);
    expect(found[0]).toEqual({
      _id: expect.any(String),
      name: 'Midnight on the 10th',
      scheduled_on: '2026-03-09T17:00:00.000Z',
      ended_on: '2026-03-09T18:00:00.000Z',
    });
  });

  it('defaults to today to three months ahead', async () => {
    expect((await lessons('')).map((lesson) => lesson.name)).toEqual([
      'Midnight on the 10th',
      'Late on the 12th',
      'Early on the 13th',
      'Thursday',
    ]);
  });

  it('refuses backwards or over-long ranges, and an unknown class', async () => {
    const backwards = await get('admin', `/api/admin/order/classes/${klass.id}/lessons?from=2026-03-12&to=2026-03-10`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message[0].message).toBe(ORDER_MESSAGES.fromAfterTo);
    const long = await get('admin', `/api/admin/order/classes/${klass.id}/lessons?from=2026-01-01&to=2027-06-01`);
    expect(long.statusCode).toBe(400);
    const unknown = await get('admin', '/api/admin/order/classes/00000000-0000-4000-8000-000000000001/lessons');
    expect(unknown.statusCode).toBe(404);
    const badId = await get('admin', '/api/admin/order/classes/nope/lessons');
    expect(badId.statusCode).toBe(400);
  });

  it('needs canCreateOrder', async () => {
    expect((await get('agent', `/api/admin/order/classes/${klass.id}/lessons`)).statusCode).toBe(403);
    expect((await get('partner', `/api/admin/order/classes/${klass.id}/lessons`)).statusCode).toBe(200);
  });
});
