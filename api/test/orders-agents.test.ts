import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import type { UserRef } from '@backoffice/domain/records';
import type { UserRow } from '../src/db/schema/users';
import { testApi, type TestApi } from './helpers/test-api';
import { createUser } from './helpers/users';

let api: TestApi;
const agents: UserRow[] = [];

const get = (who: string, url: string) => api.as(who).get(url);

beforeAll(async () => {
  const roles = { admin: 'SuperAdmin', agent: 'Agent', partner: 'Partner', tutor: 'Tutor', custservice: 'CustService' } as const;
  api = await testApi({ staff: Object.fromEntries(Object.entries(roles).map(([who, type]) => [who, { type, email: `${who}@agents.test` }])) });
  const db = api.db;
  agents.push(
    await createUser(db, { type: 'Agent', name: 'Pongsakorn Meesuk', email: 'pongsakorn@agents.test' }),
    await createUser(db, { type: 'Agent', name: 'kanya Srisuk', email: 'kanya_s@agents.test' }),
    await createUser(db, { type: 'Agent', name: 'Niran 100%', email: 'niran@agents.test' }),
  );
  // Not offered: a former agent, and people of other types whose names look like agents'.
  await createUser(db, { type: 'Agent', name: 'Kanya Former', email: 'kanya.former@agents.test', isActive: false });
  await createUser(db, { type: 'Tutor', name: 'Kanya Tutor', email: 'kanya.tutor@agents.test' });
  await createUser(db, { type: 'Student', name: 'Kanya Student', email: 'kanya.student@agents.test' });
});
afterAll(async () => {
  await api.close();
});

async function list(query = '', who = 'admin') {
  const response = await get(who, `/api/admin/order/agents${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: UserRef[]; count: number };
}

describe('GET /api/admin/order/agents', () => {
  it('finds active agents by name, case-insensitively, with their id, name and email', async () => {
    const found = await list('?q=KANYA');
    expect(found).toEqual({ data: [{ _id: agents[1]!.id, name: 'kanya Srisuk', email: 'kanya_s@agents.test' }], count: 1 });
  });

  it('finds them by email, matching % and _ literally', async () => {
    expect((await list('?q=pongsakorn%40')).data.map((agent) => agent.name)).toEqual(['Pongsakorn Meesuk']);
    expect((await list('?q=a_s')).data.map((agent) => agent.name)).toEqual(['kanya Srisuk']);
    expect((await list(`?q=${encodeURIComponent('0%')}`)).data.map((agent) => agent.name)).toEqual(['Niran 100%']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).data.map((agent) => agent.name)).toEqual(['Niran 100%']);
  });

  it('lists every active agent by name without q, at most 20, counting them all', async () => {
    const all = await list();
    // The 'agent' sign-in account is an agent too.
    expect(all.data.map((agent) => agent.name)).toEqual(['kanya Srisuk', 'Niran 100%', 'Pongsakorn Meesuk', 'Staff agent']);
    expect(all.count).toBe(4);

    for (let i = 0; i < 20; i += 1) {
      await createUser(api.db, { type: 'Agent', name: `Zed Agent ${String(i).padStart(2, '0')}`, email: `zed-${i}@agents.test` });
    }
    const bounded = await list();
    expect(bounded.data).toHaveLength(20);
    expect(bounded.count).toBe(24);
    expect((await list('?max=2')).data).toHaveLength(2);
    expect((await get('admin', '/api/admin/order/agents?max=21')).statusCode).toBe(400);
    expect((await get('admin', `/api/admin/order/agents?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('answers whoever may set an agent: a Partner creating a trial, not an Agent, a Tutor or CustService', async () => {
    expect((await list('?q=pongsakorn', 'partner')).count).toBe(1);
    for (const who of ['agent', 'tutor', 'custservice']) {
      const refused = await get(who, '/api/admin/order/agents');
      expect({ who, status: refused.statusCode }).toEqual({ who, status: 403 });
      expect(refused.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/order/agents' })).statusCode).toBe(401);
  });
});
