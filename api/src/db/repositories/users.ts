import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users, type UserRow } from '../schema/users';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updated: at }).where(eq(users.id, id));
}
