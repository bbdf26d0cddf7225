export type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

/** Registers a listener for "the server says this session is over"; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Internal: the client calls this when a failed response carries an entry of type 'expired'. */
export function notifySessionExpired(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      // One broken listener must not keep the others (the session's logout among them) from running.
      console.error('A session-expired listener failed', error);
    }
  }
}
