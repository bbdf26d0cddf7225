import { testApi, type TestApi } from './helpers/test-api';
import { createUser } from './helpers/users';

let api: TestApi;

beforeAll(async () => {
  api = await testApi({ staff: { admin: 'SuperAdmin' } });
  await createUser(api.db, { type: 'Student', name: 'Niran', dateOfBirth: '2012-03-11' });
  await createUser(api.db, { type: 'Student', name: 'Anong', dateOfBirth: '2010-03-11' });
  await createUser(api.db, { type: 'Student', name: 'Before', dateOfBirth: '2011-03-10' });
  await createUser(api.db, { type: 'Student', name: 'Gone', dateOfBirth: '2011-03-11', isActive: false });
  await createUser(api.db, { type: 'Tutor', name: 'Tutor born today', dateOfBirth: '1990-03-11' });
  await createUser(api.db, { type: 'Student', name: 'Leapling', dateOfBirth: '2012-02-29' });
});
afterAll(async () => {
  await api.close();
});

const report = (birthdayDate: string) => api.as('admin').post('/api/admin/report/birthday-student', { birthday_date: birthdayDate });

async function birthdays(birthdayDate: string) {
  const response = await report(birthdayDate);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Array<{ name: string; date_of_birth: string }>; count: number };
}

describe('POST /api/admin/report/birthday-student', () => {
  it("lists active students born on the day, by name, reading the day in the centre's time zone", async () => {
    // The browser sends the start of 11 March in Bangkok: 10 March 17:00 UTC.
    const result = await birthdays('2026-03-10T17:00:00.000Z');
    expect(result.data.map((student) => student.name)).toEqual(['Anong', 'Niran']);
    expect(result.count).toBe(2);
    expect(result.data[0]).toMatchObject({ date_of_birth: '2010-03-11', phone: null, phone_country_code: null });
  });

  it('reads the same day from an offset timestamp', async () => {
    const result = await birthdays('2026-03-11T00:00:00.000+07:00');
    expect(result.count).toBe(2);
  });

  it('lists 29 February birthdays on 28 February when the year has no 29th', async () => {
    expect((await birthdays('2027-02-27T17:00:00.000Z')).data.map((s) => s.name)).toEqual(['Leapling']);
    expect((await birthdays('2028-02-27T17:00:00.000Z')).count).toBe(0);
    expect((await birthdays('2028-02-28T17:00:00.000Z')).data.map((s) => s.name)).toEqual(['Leapling']);
  });

  it('refuses a date that is not an ISO timestamp', async () => {
    const response = await report('11/03/2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'birthday_date', type: 'invalid' });
  });
});
