import type { FastifyInstance } from 'fastify';
import type { UserType } from '@backoffice/domain/roles';
import type { Capability } from '@backoffice/domain/capabilities';
import type { DbOrTx } from '../../src/db/client';
import { users, type UserRow } from '../../src/db/schema/users';
import { createSession } from '../../src/db/repositories/sessions';
import { SESSION_TTL_SECONDS } from '../../src/plugins/auth';
import { hashPassword } from '../../src/services/auth/passwords';
import { issueToken } from '../../src/services/auth/tokens';

export const TEST_PASSWORD = 'Test1234';
let passwordHash: Promise<string> | undefined;

/** Inserts a user that can sign in with TEST_PASSWORD (if its type may). */
export async function createUser(
  db: DbOrTx,
  values: { type: UserType; email?: string; name?: string; capabilities?: Capability[]; dateOfBirth?: string; isActive?: boolean },
): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = values.email ?? `${values.type.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@test.test`;
  const [row] = await db
    .insert(users)
    .values({
      type: values.type,
      email,
      name: values.name ?? `${values.type} user`,
      passwordHash: await passwordHash,
      capabilities: values.capabilities ?? [],
      dateOfBirth: values.dateOfBirth ?? null,
      isActive: values.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A token for a fresh session of a user, without the sign-in route (no password hashing): for sweeps that make many
 * requests, some of which (logout) end the session they use.
 */
export async function sessionToken(app: FastifyInstance, user: UserRow): Promise<string> {
  const now = app.clock.now();
  const session = await createSession(app.db, {
    userId: user.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    userAgent: 'test',
    ip: '127.0.0.1',
    now,
  });
  return issueToken(app, session, now).token;
}
