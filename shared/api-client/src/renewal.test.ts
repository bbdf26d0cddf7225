import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RENEWAL_POLICY, startTokenRenewal } from './renewal';
import { onSessionExpired } from './session-expiry';
import { tokenStore } from './token-store';

const MINUTE = 60_000;
const START = new Date('2025-03-03T09:00:00+07:00').getTime();
const server = setupServer();
const refreshes: Array<string | null> = [];
let stop: (() => void) | undefined;

function iso(ms: number) {
  return new Date(ms).toISOString();
}

function refreshAnswersWithNewToken() {
  server.use(
    http.post('*/api/refreshToken', ({ request }) => {
      refreshes.push(request.headers.get('authorization'));
      return HttpResponse.json({ data: { token: `renewed-${refreshes.length}`, expiresAt: iso(Date.now() + 30 * MINUTE) } });
    }),
  );
}

/** Lets minutes pass; `active` sends a keyboard event at the start of each one. */
async function spend(minutes: number, active: boolean) {
  for (let i = 0; i < minutes; i += 1) {
    if (active) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    await jest.advanceTimersByTimeAsync(MINUTE);
  }
}

// Taken before the clock is faked: waiting for a request must not move the fake clock.
const realSetTimeout = globalThis.setTimeout;

/** Lets pending requests finish without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 5));
    await jest.advanceTimersByTimeAsync(0);
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  refreshes.length = 0;
  tokenStore.set('first', iso(START + 30 * MINUTE));
});
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

describe('token renewal', () => {
  it('uses the documented policy', () => {
    expect(RENEWAL_POLICY).toEqual({ checkIntervalMs: 30_000, renewBeforeMs: 5 * MINUTE, idleAfterMs: 5 * MINUTE });
  });

  it('renews once, shortly before expiry, while the user is active', async () => {
    refreshAnswersWithNewToken();
    stop = startTokenRenewal();

    await spend(24, true);
    expect(refreshes).toEqual([]);

    await spend(2, true);
    await settle();
    expect(refreshes).toEqual(['Bearer first']);
    // Renewed when five minutes were left (25 minutes in): the new token runs 30 minutes from then.
    expect(tokenStore.get()).toEqual({ token: 'renewed-1', expiresAt: iso(START + 55 * MINUTE) });

    // The new token has 30 minutes again: no further renewal for a while.
    await spend(5, true);
    expect(refreshes).toHaveLength(1);
  });

  it('does not renew an idle user, whose token is left to expire', async () => {
    refreshAnswersWithNewToken();
    stop = startTokenRenewal();

    await spend(35, false);
    await settle();

    expect(refreshes).toEqual([]);
    expect(tokenStore.get()?.token).toBe('first');
  });

  it('renews a user who comes back before the token runs out', async () => {
    refreshAnswersWithNewToken();
    stop = startTokenRenewal();

    await spend(27, false);
    expect(refreshes).toEqual([]);
    window.dispatchEvent(new MouseEvent('pointerdown'));
    await settle();
    expect(refreshes).toEqual(['Bearer first']);
  });

  it('never runs two renewals at once', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/refreshToken', async () => {
        refreshes.push('called');
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ data: { token: 'renewed', expiresAt: iso(Date.now() + 30 * MINUTE) } });
      }),
    );
    tokenStore.set('first', iso(START + 4 * MINUTE));
    stop = startTokenRenewal();
    for (let i = 0; i < 5; i += 1) window.dispatchEvent(new FocusEvent('focus'));
    await jest.advanceTimersByTimeAsync(RENEWAL_POLICY.checkIntervalMs * 3);
    await settle();

    expect(refreshes).toEqual(['called']);
    answer?.();
    await settle();
    expect(tokenStore.get()?.token).toBe('renewed');
  });

  it('ends the session when renewal answers expired', async () => {
    server.use(
      http.post('*/api/refreshToken', () =>
        HttpResponse.json(
          { message: [{ code: 'Unauthorized', type: 'expired', message: 'Your session has expired' }] },
          { status: 401 },
        ),
      ),
    );
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    tokenStore.set('first', iso(START + 2 * MINUTE));
    stop = startTokenRenewal();
    await settle();

    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    unsubscribe();
  });

  it('takes an injected clock and activity target, and stops listening when stopped', async () => {
    refreshAnswersWithNewToken();
    const target = new EventTarget();
    let clock = START + 26 * MINUTE;
    stop = startTokenRenewal({ now: () => clock, activityTarget: target, idleAfterMs: MINUTE });
    await settle();
    expect(refreshes).toEqual(['Bearer first']);

    tokenStore.set('second', iso(clock + 3 * MINUTE));
    clock += 2 * MINUTE;
    stop();
    target.dispatchEvent(new Event('keydown'));
    await jest.advanceTimersByTimeAsync(RENEWAL_POLICY.checkIntervalMs * 2);
    await settle();
    expect(refreshes).toHaveLength(1);
  });
});
