import { PATHS, type Me } from '@backoffice/domain';
import { grantPaths, testUser } from '@backoffice/remote-kit/test-utils';

export { signInAs, signOut } from '@backoffice/remote-kit/test-utils';

/** Test users of the class screens. */
export const CLASS_USERS = {
  superAdmin: testUser('SuperAdmin', { _id: '10000000-0000-4000-8000-000000000101' }),
  partner: testUser('Partner', { _id: '10000000-0000-4000-8000-000000000103' }),
} satisfies Record<string, Me>;

/**
 * Which roles hold canManage on /course is not in the spec (§6), and today's permission map lets only SuperAdmin open
 * /course (with every flag). To see the list as a role without canManage, this gives Partner /course without it until
 * the returned function puts the map back.
 */
export function givePartnerCourseWithoutManage(): () => void {
  return grantPaths('Partner', { [PATHS.course]: { canManage: false } });
}
