import { storeNewest } from '../lib/newest-first';
import type { SessionRow } from '../db/repositories/sessions';
import type { UserRow } from '../db/schema/users';

export type SessionWithUser = { session: SessionRow; user: UserRow };

/**
 * The sessions behind recent requests, kept for a moment so that a burst of requests with one token reads the session
 * and its user once instead of once per request (a second database round trip on every signed-in call).
 *
 * Whatever ends a session or changes a user in this process forgets it at once (`forgetSession`, `forgetUser`);
 * `ttlMs` bounds how long a change made by another API process can go unseen. A lookup that was under way when
 * something was forgotten is not kept: it may have read the row before the change committed. The caller still checks
 * the kept row's end and expiry against the current time on every request.
 */
export class SessionCache {
  readonly #entries = new Map<string, { value: SessionWithUser; storedAt: number }>();
  #generation = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = { ttlMs: 2_000, maxEntries: 10_000 }) {}

  async get(sessionId: string, load: () => Promise<SessionWithUser | undefined>): Promise<SessionWithUser | undefined> {
    const now = this.#now();
    const kept = this.#entries.get(sessionId);
    if (kept && now - kept.storedAt < this.options.ttlMs) return kept.value;
    const generation = this.#generation;
    const value = await load();
    if (value && generation === this.#generation) storeNewest(this.#entries, sessionId, { value, storedAt: now }, this.options.maxEntries);
    return value;
  }

  forgetSession(sessionId: string): void {
    this.#generation += 1;
    this.#entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [sessionId, entry] of this.#entries) {
      if (entry.value.user.id === userId) this.#entries.delete(sessionId);
    }
  }

  #now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }
}
