import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isApiError } from './errors';
import { startGet } from './requests';
import { tokenStore } from './token-store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

const numberParser = { parse: (value: unknown) => Number(value) };

describe('startGet', () => {
  it('sends the request at once, before its answer is read', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/order', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: ['1', '2'], count: 7 });
      }),
    );
    const started = startGet('/admin/order', { max: 20, status: ['INIT', 'PAID'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['?max=20&status=INIT&status=PAID']);

    // Read later with a list's checks: each item through the schema, the total kept.
    await expect(started.list({ schema: numberParser })).resolves.toEqual({ data: [1, 2], count: 7 });
    expect(asked).toHaveLength(1);
  });

  it("reads a single item's envelope", async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ data: '42' })));
    await expect(startGet('/me').item({ schema: numberParser })).resolves.toBe(42);
  });

  it('reports a failure only when read, as the client reports it', async () => {
    server.use(
      http.get('*/api/admin/order', () =>
        HttpResponse.json({ message: [{ code: 'Forbidden', type: 'forbidden', message: 'Not allowed' }] }, { status: 403 }),
      ),
    );
    const started = startGet('/admin/order');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const error = await started.list().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isApiError(error) && error.status).toBe(403);
  });
});
