import type { Me } from '@backoffice/domain';
import { currentUserAtom, sessionStatusAtom, sessionStore } from '@backoffice/session';

/** Test users: the roles that open /orders, with and without capabilities. */
export const USERS = {
  superAdmin: user('SuperAdmin', { _id: '10000000-0000-4000-8000-000000000001', capabilities: ['orders.viewIds'] }),
  superAdminWithoutCapabilities: user('SuperAdmin', { _id: '10000000-0000-4000-8000-000000000002', email: 'superadmin2@demo.test' }),
  partner: user('Partner', { _id: '10000000-0000-4000-8000-000000000003' }),
  agent: user('Agent', { _id: '10000000-0000-4000-8000-000000000004' }),
} satisfies Record<string, Me>;

function user(type: Me['_type'], overrides: Partial<Me> = {}): Me {
  return {
    _id: '10000000-0000-4000-8000-000000000000',
    _type: type,
    name: `${type} Demo`,
    nickname: null,
    email: `${type.toLowerCase()}@demo.test`,
    capabilities: [],
    supervisedAgents: [],
    ...overrides,
  };
}

/** Puts a signed-in user in the session store the shell would otherwise fill. */
export function signInAs(me: Me): void {
  sessionStore.set(currentUserAtom, me);
  sessionStore.set(sessionStatusAtom, 'authenticated');
}

export function signOut(): void {
  sessionStore.set(currentUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'anonymous');
}
