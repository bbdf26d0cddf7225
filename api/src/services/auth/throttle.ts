import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import type { DbOrTx } from '../../db/types';
import { clearFailures, findLocks, recordFailure } from '../../db/repositories/login-throttle';
import { rateLimited } from '../../errors';

/** Failed sign-ins allowed per window before a lock: per account, and per address (several staff may share one). */
export const THROTTLE_POLICY = {
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} as const;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/** Throws 429 when the account or the address is locked. */
export async function assertNotThrottled(db: DbOrTx, email: string, ip: string, now: Date): Promise<void> {
  const locks = await findLocks(db, [accountKey(email), addressKey(ip)]);
  const until = locks
    .map((lock) => lock.lockedUntil?.getTime() ?? 0)
    .filter((time) => time > now.getTime())
    .sort((a, b) => b - a)[0];
  if (until !== undefined) throw rateLimited(SERVER_MESSAGES.tooManyAttempts, (until - now.getTime()) / 1000);
}

export async function countFailure(db: DbOrTx, email: string, ip: string, now: Date): Promise<void> {
  const { account, address } = THROTTLE_POLICY;
  await recordFailure(db, accountKey(email), account.limit, account.windowSeconds, account.lockSeconds, now);
  await recordFailure(db, addressKey(ip), address.limit, address.windowSeconds, address.lockSeconds, now);
}

export async function forgetFailures(db: DbOrTx, email: string): Promise<void> {
  await clearFailures(db, accountKey(email));
}
