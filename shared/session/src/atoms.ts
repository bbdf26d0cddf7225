import { atom } from 'jotai';
import { tokenStore, type TokenGrant } from '@backoffice/api-client';
import type { Me } from '@backoffice/domain/records';
import { sessionStore } from './store';
import { writeStoredToken } from './token-storage';

/** 'restoring' until the stored token has been checked on load; the shell shows neither screens nor login meanwhile. */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

/** The signed-in user as GET /me or sign-in gave it; null when signed out. */
export const currentUserAtom = atom<Me | null>(null);

export const sessionStatusAtom = atom<SessionStatus>('restoring');

// A mirror of the API client's token holder, which stays the source of truth: the client reads it on every call.
const tokenMirrorAtom = atom<TokenGrant | null>(null);

let unbind: (() => void) | null = null;

/**
 * Keeps the API client's token, the jotai mirror and local storage together. Idempotent; the session's entry points
 * call it so that no order of calls can leave them apart.
 */
export function bindTokenStore(): void {
  if (unbind) return;
  const mirror = (grant: TokenGrant | null) => {
    sessionStore.set(tokenMirrorAtom, grant);
    writeStoredToken(grant);
  };
  sessionStore.set(tokenMirrorAtom, tokenStore.get());
  unbind = tokenStore.subscribe(mirror);
}

/** The bearer token and its expiry. Writing it sets (or with null clears) the API client's token and local storage. */
export const tokenAtom = atom(
  (get) => get(tokenMirrorAtom),
  (_get, _set, next: TokenGrant | null) => {
    bindTokenStore();
    if (next) tokenStore.set(next.token, next.expiresAt);
    else tokenStore.clear();
  },
);
