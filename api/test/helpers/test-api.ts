import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Capability } from '@backoffice/domain/capabilities';
import type { StaffRole } from '@backoffice/domain/roles';
import type { UserRow } from '../../src/db/schema/users';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { bearer, createUser, sessionToken } from './users';

/** A staff member a test acts as: a role, or a role with the details the test asserts on. */
export type StaffSpec = StaffRole | { type: StaffRole; name?: string; email?: string; capabilities?: Capability[] };

type Payload = InjectOptions['payload'];

/** Requests as one user: `inject` for any request, a method's name for the usual ones. */
export type Injector = {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: Payload) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: Payload) => Promise<LightMyRequestResponse>;
  patch: (url: string, payload?: Payload) => Promise<LightMyRequestResponse>;
  delete: (url: string, payload?: Payload) => Promise<LightMyRequestResponse>;
};

export type TestApi = TestApp & {
  /** The app's database, to arrange and check rows. */
  db: TestApp['app']['db'];
  /** A staff member the test named (in `staff` or `addStaff`). */
  user: (who: string) => UserRow;
  /** Creates staff members; each is called `Staff <who>` unless its spec names it. */
  addStaff: (staff: Record<string, StaffSpec>) => Promise<void>;
  /** Requests as a named staff member, on a fresh session each time (no password hashing; logout ends only its own). */
  as: (who: string) => Injector;
};

/**
 * The whole API on a database of its own, with the staff a test acts as:
 * `api = await testApi({ staff: { admin: 'SuperAdmin' } })`, then `api.as('admin').get(url)`.
 */
export async function testApi(options: TestAppOptions & { staff?: Record<string, StaffSpec> } = {}): Promise<TestApi> {
  const { staff = {}, ...appOptions } = options;
  const t = await createTestApp(appOptions);
  const named = new Map<string, UserRow>();
  const user = (who: string) => {
    const row = named.get(who);
    if (!row) throw new Error(`no staff member '${who}' in this test`);
    return row;
  };
  const api: TestApi = {
    ...t,
    db: t.app.db,
    user,
    addStaff: async (more) => {
      for (const [who, spec] of Object.entries(more)) {
        const values = typeof spec === 'string' ? { type: spec } : spec;
        named.set(who, await createUser(t.app.db, { name: `Staff ${who}`, ...values }));
      }
    },
    as: (who) => {
      const inject = async (request: InjectOptions) => {
        const token = await sessionToken(t.app, user(who));
        return t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
      };
      const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: Payload) =>
        inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      return {
        inject,
        get: (url) => inject({ method: 'GET', url }),
        post: send('POST'),
        put: send('PUT'),
        patch: send('PATCH'),
        delete: send('DELETE'),
      };
    },
  };
  await api.addStaff(staff);
  return api;
}
