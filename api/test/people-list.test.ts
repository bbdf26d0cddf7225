import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { PEOPLE_PAGE_SIZE, type HandlerOptions, type StaffGridRow, type StudentGridRow } from '@backoffice/domain/people';
import { escapeLike } from '@backoffice/domain/validation';
import { listStudentGridPage } from '../src/db/repositories/people';
import { users } from '../src/db/schema/users';
import { searchStrategy } from '../src/services/people/list-people';
import { insertPerson } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;

type Page<T> = { data: T[]; count: number };

async function students(who: string, query = ''): Promise<Page<StudentGridRow>> {
  const response = await api.as(who).get(`/api/admin/user/student${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page<StudentGridRow>;
}

const names = (page: Page<{ name: string }>) => page.data.map((row) => row.name);

beforeAll(async () => {
  api = await testApi({
    staff: {
      counsellor: { type: 'SuperAdmin', capabilities: ['people.counsellorView'] },
      admin: 'SuperAdmin',
      partner: 'Partner',
      cs: { type: 'CustService', name: 'Carol Service' },
      inactiveCs: 'CustService',
      sales: { type: 'SalesAdmin', name: 'Sam Sales' },
    },
  });
  await api.db.update(users).set({ isActive: false }).where(eq(users.id, api.user('inactiveCs').id));
  // 30 ordinary students 'Student 00'..'Student 29', and some whose text holds LIKE's own characters.
  for (let i = 0; i < 30; i++) {
    await insertPerson(api.db, { type: 'Student', name: `Student ${String(i).padStart(2, '0')}`, email: `s${i}@list.test` });
  }
  const special = [
    { name: 'Percent 100% Sure', email: 'percent@list.test' },
    { name: 'Under_Score', email: 'underscore@list.test' },
    { name: 'Back\\Slash', email: 'backslash@list.test' },
    { name: 'Plain 100 Sure', email: 'plain@list.test' },
    { name: 'UnderXScore', email: 'underx@list.test' },
  ];
  for (const values of special) await insertPerson(api.db, { type: 'Student', ...values });
  const parent = await insertPerson(api.db, { type: 'Parent', name: 'Mother Of Ploy', email: 'mother@list.test', phone: '0811111111' });
  const ploy = await insertPerson(api.db, { type: 'Student', name: 'Ploy Findme', email: 'PLOY.MAIL@list.test', phone: '0899990001' });
  await api.db
    .update(users)
    .set({ nickname: 'Nicky', dbid: 'SC0042', parentId: parent.id, profile: { famous: 'vip', amountPaid: '12000', grades: { nope: 1 } } })
    .where(eq(users.id, ploy.id));
  await insertPerson(api.db, { type: 'Tutor', name: 'Tutor Tom', email: 'tom@list.test' });
  await insertPerson(api.db, { type: 'TA', name: 'Assistant Ann', email: 'ann@list.test' });
});
afterAll(async () => {
  await api.close();
});

describe('GET /admin/user/student (people-records §2 Student tab)', () => {
  it('pages 25 students by name with the total', async () => {
    const first = await students('admin');
    expect(first.count).toBe(36);
    expect(first.data).toHaveLength(PEOPLE_PAGE_SIZE);
    const second = await students('admin', '?page=2');
    expect(second.data).toHaveLength(36 - PEOPLE_PAGE_SIZE);
    const all = [...names(first), ...names(second)];
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(new Set(all).size).toBe(36);
  });

  it('searches name, nickname, email, phone and dbid without case', async () => {
    for (const q of ['findme', 'NICKY', 'ploy.mail', '99990001', 'sc0042']) {
      const page = await students('partner', `?q=${encodeURIComponent(q)}`);
      expect({ q, names: names(page), count: page.count }).toEqual({ q, names: ['Ploy Findme'], count: 1 });
    }
  });

  it("takes %, _ and \\ in the search literally", async () => {
    expect(names(await students('admin', `?q=${encodeURIComponent('100%')}`))).toEqual(['Percent 100% Sure']);
    expect(names(await students('admin', `?q=${encodeURIComponent('r_s')}`))).toEqual(['Under_Score']);
    expect(names(await students('admin', `?q=${encodeURIComponent('k\\s')}`))).toEqual(['Back\\Slash']);
    const none = await students('admin', `?q=${encodeURIComponent('%%')}`);
    expect(none).toEqual({ data: [], count: 0 });
  });

  it('sends the reduced columns with the parent to everyone, the counsellor columns only with people.counsellorView', async () => {
    const [reduced] = (await students('admin', '?q=findme')).data;
    expect(reduced).toEqual({
      _id: expect.any(String),
      name: 'Ploy Findme',
      nickname: 'Nicky',
      dbid: 'SC0042',
      email: 'PLOY.MAIL@list.test',
      phone: '0899990001',
      phone_country_code: null,
      is_active: true,
      parent: { _id: expect.any(String), name: 'Mother Of Ploy', email: 'mother@list.test', phone: '0811111111', phone_country_code: null },
    });
    const [full] = (await students('counsellor', '?q=findme')).data;
    expect(full).toMatchObject({ famous: 'vip', amountPaid: '12000', grades: null, examType: null, updated: expect.any(String) });
  });

  it('reads the same pages whether it walks the students in name order or finds the matches first', async () => {
    for (const q of ['student', 'STUDENT 1', '100%', 'r_s', 'k\\s', 'findme', 'nobody-has-this']) {
      for (const offset of [0, 25]) {
        const read = (strategy: 'ordered' | 'matches-first') =>
          listStudentGridPage(api.db, { containsLower: escapeLike(q.toLowerCase()), limit: 25, offset, withGridProfile: true, strategy });
        const [ordered, matchesFirst] = await Promise.all([read('ordered'), read('matches-first')]);
        expect({ q, offset, rows: matchesFirst }).toEqual({ q, offset, rows: ordered });
      }
    }
    // The API's answer for a term most students match (read in order) is that same page.
    expect(names(await students('admin', '?q=student'))).toEqual(
      (await listStudentGridPage(api.db, { containsLower: 'student', limit: 25, offset: 0, withGridProfile: false, strategy: 'matches-first' })).map((row) => row.name),
    );
  });

  it('walks in name order when matches are dense enough, and finds them first otherwise', () => {
    expect(searchStrategy({ matches: 1317, students: 50_000, wanted: 25 })).toBe('ordered');
    expect(searchStrategy({ matches: 34, students: 50_000, wanted: 25 })).toBe('matches-first');
    expect(searchStrategy({ matches: 0, students: 50_000, wanted: 25 })).toBe('matches-first');
    expect(searchStrategy({ matches: 1317, students: 50_000, wanted: 1000 })).toBe('matches-first');
  });

  it('refuses a search over 200 characters and a page past the last one allowed', async () => {
    expect((await api.as('admin').get(`/api/admin/user/student?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await api.as('admin').get('/api/admin/user/student?page=0')).statusCode).toBe(400);
  });

  it('keeps the total until a user is written', async () => {
    expect((await students('admin')).count).toBe(36);
    const created = await api.as('admin').post('/api/admin/user', { _type: 'Student', name: 'Zed Latecomer', email: 'zed@list.test' });
    expect(created.statusCode).toBe(200);
    expect((await students('admin')).count).toBe(37);
  });
});

describe('GET /admin/user/tutor, /admin/user/ta and /admin/user/handlers', () => {
  it('lists tutors and TAs apart, with the columns of the Tutor tab', async () => {
    const tutors = (await api.as('partner').get('/api/admin/user/tutor')).json() as Page<StaffGridRow>;
    expect(tutors).toEqual({
      data: [{ _id: expect.any(String), _type: 'Tutor', name: 'Tutor Tom', dbid: null, gender: null, email: 'tom@list.test', is_active: true }],
      count: 1,
    });
    const tas = (await api.as('partner').get('/api/admin/user/ta?q=ANN')).json() as Page<StaffGridRow>;
    expect(names(tas)).toEqual(['Assistant Ann']);
  });

  it('gives the pickers the active sales admins and customer service staff', async () => {
    const response = await api.as('partner').get('/api/admin/user/handlers');
    const { data } = response.json() as { data: HandlerOptions };
    expect(data.customer_service.map((ref) => ref.name)).toEqual(['Carol Service']);
    expect(data.sales_admin.map((ref) => ref.name)).toEqual(['Sam Sales']);
  });

  it('refuses roles without /user', async () => {
    for (const url of ['/api/admin/user/student', '/api/admin/user/tutor', '/api/admin/user/handlers']) {
      const response = await api.as('cs').get(url);
      expect({ url, status: response.statusCode, message: response.json().message?.[0]?.message }).toEqual({
        url,
        status: 403,
        message: SERVER_MESSAGES.forbidden,
      });
    }
  });
});
