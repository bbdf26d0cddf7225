import { refreshToken } from './auth';
import { tokenStore } from './token-store';

/**
 * The renewal policy. A token lives 30 minutes (api/src/plugins/auth.ts); an active user gets a new one in the last five,
 * an idle one is left to expire so an unattended screen signs itself out.
 */
export const RENEWAL_POLICY = {
  /** How often the timer looks at the token. */
  checkIntervalMs: 30_000,
  /** Renew once less than this remains. */
  renewBeforeMs: 5 * 60_000,
  /** A user with no pointer, keyboard or focus event for this long is idle and not renewed. */
  idleAfterMs: 5 * 60_000,
} as const;

/** What counts as the user being there. pointermove is included: reading a long table is activity too. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type TokenRenewalOptions = {
  /** Milliseconds since the epoch; tests may pass their own clock (jest's fake timers also move Date.now). */
  now?: () => number;
  /** Where activity events are heard; defaults to `window`. */
  activityTarget?: ActivityTarget;
  checkIntervalMs?: number;
  renewBeforeMs?: number;
  idleAfterMs?: number;
};

/** Starts renewing the token while the user is active; returns `stop`. */
export function startTokenRenewal(options: TokenRenewalOptions = {}): () => void {
  // Read through a closure so a clock faked after start (jest's fake timers) is still the one used.
  const now = options.now ?? (() => Date.now());
  const target = options.activityTarget ?? (typeof window === 'undefined' ? undefined : window);
  const checkIntervalMs = options.checkIntervalMs ?? RENEWAL_POLICY.checkIntervalMs;
  const renewBeforeMs = options.renewBeforeMs ?? RENEWAL_POLICY.renewBeforeMs;
  const idleAfterMs = options.idleAfterMs ?? RENEWAL_POLICY.idleAfterMs;

  // Starting counts as activity: it happens on page load or right after sign-in.
  let lastActivityAt = now();
  let inFlight = false;
  let stopped = false;

  async function renew(sentToken: string) {
    inFlight = true;
    try {
      const next = await refreshToken();
      // A sign-out or another sign-in while the call was out: that newer state wins.
      if (!stopped && tokenStore.get()?.token === sentToken) tokenStore.set(next.token, next.expiresAt);
    } catch {
      // 'expired' has already ended the session through the client's listeners. A network failure is retried on the
      // next check; there is time, since renewal starts minutes before the token runs out.
    } finally {
      inFlight = false;
    }
  }

  function check() {
    if (stopped || inFlight) return;
    const grant = tokenStore.get();
    if (!grant) return;
    const remaining = Date.parse(grant.expiresAt) - now();
    // An expired token cannot be renewed; the next call answers 'expired' and logs the user out.
    if (Number.isNaN(remaining) || remaining <= 0 || remaining > renewBeforeMs) return;
    if (now() - lastActivityAt > idleAfterMs) return;
    void renew(grant.token);
  }

  function onActivity() {
    lastActivityAt = now();
    check();
  }

  const timer = setInterval(check, checkIntervalMs);
  for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, { passive: true });
  check();

  return () => {
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity);
  };
}
