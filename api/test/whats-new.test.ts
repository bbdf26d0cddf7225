import { releaseNotesResponseSchema } from '@backoffice/domain/whats-new';
import { STAFF_ROLES } from '@backoffice/domain/roles';
import { testApi, type TestApi } from './helpers/test-api';

// What's new (issue 18): the release notes mf-whatsnew shows at /whats-new, for every staff role.

const URL = '/api/whats-new';
let api: TestApi;

beforeAll(async () => {
  api = await testApi({ staff: Object.fromEntries(STAFF_ROLES.map((role) => [role, role])) });
});
afterAll(async () => {
  await api.close();
});

describe('GET /whats-new', () => {
  it.each(STAFF_ROLES)('answers %s the release notes, newest first, each with its changes', async (role) => {
    const response = await api.as(role).get(URL);
    expect(response.statusCode).toBe(200);
    const body = releaseNotesResponseSchema.parse(response.json());
    expect(body.count).toBe(body.data.length);
    expect(body.count).toBeGreaterThan(0);
    const dates = body.data.map((note) => note.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const note of body.data) expect(note.changes.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session, and says nothing of the notes', async () => {
    const response = await api.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('changes');
  });
});
