import { SessionCache, type SessionWithUser } from '../src/plugins/session-cache';

function entry(userId: string, sessionId: string): SessionWithUser {
  return { session: { id: sessionId }, user: { id: userId } } as unknown as SessionWithUser;
}

describe('SessionCache', () => {
  const now = { value: 0 };
  const cache = () => new SessionCache({ ttlMs: 1000, maxEntries: 2, now: () => now.value });
  beforeEach(() => (now.value = 0));

  it('reads a session once within the time to live, then again', async () => {
    const sessions = cache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return entry('u1', 's1');
    };
    await sessions.get('s1', load);
    now.value = 999;
    await sessions.get('s1', load);
    expect(reads).toBe(1);
    now.value = 1000;
    await sessions.get('s1', load);
    expect(reads).toBe(2);
  });

  it('does not keep a session that was not found', async () => {
    const sessions = cache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return undefined;
    };
    await sessions.get('s1', load);
    await sessions.get('s1', load);
    expect(reads).toBe(2);
  });

  it('reads again after forgetSession, and after forgetUser for every session of that user only', async () => {
    const sessions = cache();
    const reads: string[] = [];
    const load = (userId: string, sessionId: string) => async () => {
      reads.push(sessionId);
      return entry(userId, sessionId);
    };
    await sessions.get('a', load('u1', 'a'));
    await sessions.get('b', load('u2', 'b'));
    sessions.forgetSession('a');
    await sessions.get('a', load('u1', 'a'));
    sessions.forgetUser('u1');
    await sessions.get('a', load('u1', 'a'));
    await sessions.get('b', load('u2', 'b'));
    expect(reads).toEqual(['a', 'b', 'a', 'a']);
  });

  it('does not keep a read that was under way when a session was forgotten', async () => {
    const sessions = cache();
    let finish: (value: SessionWithUser) => void = () => undefined;
    const slow = sessions.get('a', () => new Promise<SessionWithUser>((resolve) => (finish = resolve)));
    sessions.forgetSession('a');
    finish(entry('u1', 'a'));
    await slow;
    let reads = 0;
    await sessions.get('a', async () => {
      reads += 1;
      return entry('u1', 'a');
    });
    expect(reads).toBe(1);
  });
});
