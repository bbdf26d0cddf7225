// The package's public surface. Consumers may also import one module directly: `@backoffice/session/hooks`.
export { sessionStore } from './store';
export { currentUserAtom, sessionStatusAtom, tokenAtom, type SessionStatus } from './atoms';
export { TOKEN_STORAGE_KEY } from './token-storage';
export { clearSession, logout, restoreSession, signIn } from './actions';
export { initSession, type InitSessionOptions, type SessionHandle } from './init-session';
export { useCan, useCurrentUser, useHasCapability, useSessionStatus } from './hooks';
