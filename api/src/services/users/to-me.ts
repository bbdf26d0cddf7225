import { CAPABILITIES, type Capability } from '@backoffice/domain/capabilities';
import type { Me } from '@backoffice/domain/records';
import type { UserType } from '@backoffice/domain/roles';
import type { UserRow } from '../../db/schema/users';

/** The signed-in user's own record (`GET /me`). */
export function toMe(user: UserRow): Me {
  return {
    _id: user.id,
    _type: user.type as UserType,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    capabilities: user.capabilities.filter((c): c is Capability => (CAPABILITIES as readonly string[]).includes(c)),
    supervisedAgents: user.supervisedAgents,
  };
}
