import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@backoffice/domain/endpoints';
import { postItem } from './requests';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The keys the API saw, in order; answers `fail` times with 503 before answering 200. */
function api(fail = 0) {
  const seen: Array<string | null> = [];
  let failures = fail;
  server.use(
    http.post('*/api/thing', ({ request }) => {
      seen.push(request.headers.get(IDEMPOTENCY_HEADER));
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ message: [{ code: 'Service Unavailable', type: 'unavailable', message: 'down' }] }, { status: 503 });
      }
      return HttpResponse.json({ data: 'made' });
    }),
  );
  return seen;
}

const attempt = (body: unknown) => postItem('/thing', body, { idempotent: true }).catch(() => 'failed');

describe('a write to an idempotent endpoint', () => {
  it('carries a well-formed Idempotency-Key', async () => {
    const seen = api();
    await postItem('/thing', { name: 'a' }, { idempotent: true });
    expect(seen[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends the same values again after a failure with the same key', async () => {
    const seen = api(1);
    expect(await attempt({ name: 'retry' })).toBe('failed');
    expect(await attempt({ name: 'retry' })).toBe('made');
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('sends the same values with a new key once they succeeded, and other values with another key', async () => {
    const seen = api();
    await attempt({ name: 'again' });
    await attempt({ name: 'again' });
    await attempt({ name: 'other' });
    expect(new Set(seen).size).toBe(3);
  });

  it('carries no key to an endpoint that is not idempotent', async () => {
    const seen = api();
    await postItem('/thing', { name: 'plain' });
    expect(seen).toEqual([null]);
  });
});
