import { PATHS, PERMISSION_MAP, type Me } from '@backoffice/domain';
import { currentUserAtom, sessionStatusAtom, sessionStore } from '@backoffice/session';

/** Test users of the class screens. */
export const CLASS_USERS = {
  superAdmin: user('SuperAdmin', { _id: '10000000-0000-4000-8000-000000000101' }),
  partner: user('Partner', { _id: '10000000-0000-4000-8000-000000000103' }),
} satisfies Record<string, Me>;

function user(type: Me['_type'], overrides: Partial<Me> = {}): Me {
  return {
    _id: '10000000-0000-4000-8000-000000000100',
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

/**
 * Which roles hold canManage on /course is not in the spec (§6), and today's permission map lets only SuperAdmin open
 * /course (with every flag). To see the list as a role without canManage, this gives Partner /course without it, as
 * the map would say it, until the returned function puts the map back. Data, not a module mock: `can()` runs as is.
 */
export function givePartnerCourseWithoutManage(): () => void {
  const partner = PERMISSION_MAP.Partner;
  if (partner === 'all') throw new Error('Partner has no path restriction');
  partner[PATHS.course] = { canManage: false };
  return () => {
    delete partner[PATHS.course];
  };
}
