import type { Me } from '@backoffice/domain/records';

/** A user as GET /me answers it, for tests (screen tests take it through remote-kit's testUser). */
export function userOf(type: Me['_type'], overrides: Partial<Me> = {}): Me {
  return {
    _id: '7d3c8a52-5b1e-4f7a-9f0e-2a6c1d4b9e10',
    _type: type,
    name: `${type} Demo`,
    nickname: null,
    email: `${type.toLowerCase()}@demo.test`,
    capabilities: [],
    supervisedAgents: [],
    ...overrides,
  };
}
