import { PATHS, PERMISSION_MAP, type Me } from '@backoffice/domain';
import { currentUserAtom, sessionStatusAtom, sessionStore } from '@backoffice/session';

function user(type: Me['_type'], id: number): Me {
  return {
    _id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    _type: type,
    name: `${type} Demo`,
    nickname: null,
    email: `${type.toLowerCase()}@demo.test`,
    capabilities: [],
    supervisedAgents: [],
  };
}

/** Test users of the class pages: SuperAdmin holds every flag; a Partner opens them only when `allowViewing` says so. */
export const LESSON_USERS = {
  superAdmin: user('SuperAdmin', 11),
  partner: user('Partner', 12),
  tutor: user('Tutor', 13),
} satisfies Record<string, Me>;

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
 * Lets the Partner open the class lessons and lesson detail pages with canManage off, for as long as the test runs.
 * Today's map (ARCHITECTURE §5) opens /course/** to SuperAdmin only, who holds every flag, and the spec does not say
 * which roles hold canManage there; so no real role shows the pages without the buttons yet, and a test that checks
 * the buttons follow the flag has to add one. The returned function restores the map.
 */
export function allowViewingWithoutManage(): () => void {
  const partner = PERMISSION_MAP.Partner;
  if (partner === 'all') throw new Error('The Partner entry is expected to list its paths');
  const saved = { lessons: partner[PATHS.classLessons], detail: partner[PATHS.lessonDetail] };
  partner[PATHS.classLessons] = { canManage: false };
  partner[PATHS.lessonDetail] = { canManage: false };
  return () => {
    if (saved.lessons === undefined) delete partner[PATHS.classLessons];
    else partner[PATHS.classLessons] = saved.lessons;
    if (saved.detail === undefined) delete partner[PATHS.lessonDetail];
    else partner[PATHS.lessonDetail] = saved.detail;
  };
}
