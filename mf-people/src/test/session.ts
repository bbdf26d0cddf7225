import type { Me } from '@backoffice/domain/records';
import { testUser } from '@backoffice/remote-kit/test-utils';

export { signInAs, signOut } from '@backoffice/remote-kit/test-utils';

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Test users of User Management: the counsellor (people.counsellorView), a SuperAdmin without it, and a Partner. */
export const USERS = {
  counsellor: testUser('SuperAdmin', { _id: id(21), capabilities: ['people.counsellorView'] }),
  superAdmin: testUser('SuperAdmin', { _id: id(22), email: 'superadmin2@demo.test' }),
  partner: testUser('Partner', { _id: id(23), email: 'partner@demo.test' }),
} satisfies Record<string, Me>;
