import type { Me } from '@backoffice/domain/records';
import { testUser } from '@backoffice/remote-kit/test-utils';

export { signInAs, signOut } from '@backoffice/remote-kit/test-utils';

/** Test users: the roles that open /orders, with and without capabilities. */
export const USERS = {
  superAdmin: testUser('SuperAdmin', { _id: '10000000-0000-4000-8000-000000000001', capabilities: ['orders.viewIds'] }),
  superAdminWithoutCapabilities: testUser('SuperAdmin', {
    _id: '10000000-0000-4000-8000-000000000002',
    email: 'superadmin2@demo.test',
  }),
  partner: testUser('Partner', { _id: '10000000-0000-4000-8000-000000000003' }),
  agent: testUser('Agent', { _id: '10000000-0000-4000-8000-000000000004' }),
} satisfies Record<string, Me>;
