import { PATHS } from '@backoffice/domain/paths';
import type { FlagOverrides } from '@backoffice/domain/permissions';
import type { Me } from '@backoffice/domain/records';
import { grantPaths, testUser } from '@backoffice/remote-kit/test-utils';

export { signInAs, signOut } from '@backoffice/remote-kit/test-utils';

function user(type: Me['_type'], id: number): Me {
  return testUser(type, { _id: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}` });
}

/** Test users of the class screens: SuperAdmin holds every flag; a Partner opens them only when a grant below says so. */
export const USERS = {
  superAdmin: user('SuperAdmin', 11),
  partner: user('Partner', 12),
  tutor: user('Tutor', 13),
} satisfies Record<string, Me>;

/**
 * Which roles hold canManage on /course is not in the spec (§6), and today's permission map lets only SuperAdmin open
 * /course (with every flag). To see the list as a role without canManage, this gives Partner /course without it until
 * the returned function puts the map back.
 */
export function givePartnerCourseWithoutManage(): () => void {
  return grantPaths('Partner', { [PATHS.course]: { canManage: false } });
}

/**
 * Lets the Partner open the class lessons and lesson detail pages with canManage off, for as long as the test runs.
 * Today's map (ARCHITECTURE §5) opens /course/** to SuperAdmin only, who holds every flag, and the spec does not say
 * which roles hold canManage there; so no real role shows the pages without the buttons yet, and a test that checks
 * the buttons follow the flag has to add one. The returned function restores the map.
 */
export function allowViewingWithoutManage(): () => void {
  return grantPaths('Partner', {
    [PATHS.classLessons]: { canManage: false },
    [PATHS.lessonDetail]: { canManage: false },
  });
}

/**
 * Lets the Partner open the lesson detail page with these flags (the others allowed, as the map reads a flag it does
 * not list), for as long as the test runs: e.g. canManage without canSendNotification, to check that Make Announcement
 * follows its own flag. The returned function restores the map.
 */
export function allowLessonDetailWith(flags: FlagOverrides): () => void {
  return grantPaths('Partner', { [PATHS.lessonDetail]: flags });
}
