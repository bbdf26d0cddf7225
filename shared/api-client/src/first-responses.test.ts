import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isApiError } from './errors';
import { getList, postItem, startGet } from './requests';
import { tokenStore } from './token-store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
  delete window.backofficeFirstResponses;
});
afterAll(() => server.close());

const EXPIRES = new Date(Date.now() + 3_600_000).toISOString();

/** The order list's server: each answer says which request it was, so a test sees which one the client read. */
function orderList(statusOfRequest: (n: number) => number = () => 200) {
  const sent: Array<string | null> = [];
  server.use(
    http.get('*/api/admin/order', ({ request }) => {
      sent.push(request.headers.get('Authorization'));
      const status = statusOfRequest(sent.length);
      return status === 200
        ? HttpResponse.json({ data: [`answer ${sent.length}`], count: 1 })
        : HttpResponse.json({ message: [{ code: 'Error', type: 'server', message: 'Failed' }] }, { status });
    }),
  );
  return sent;
}

/** What the shell's first script does (shell/src/first-requests.ts): the GETs sent with the stored token. */
function sentFirst(token: string, paths: string[]) {
  const authorization = `Bearer ${token}`;
  const responses = new Map(paths.map((path) => [path, fetch(new URL(path, window.location.href), { headers: { Authorization: authorization } })]));
  window.backofficeFirstResponses = { authorization, responses };
}

describe("a GET the shell's first script already sent (issue 20)", () => {
  it('is answered from that request, once: a later GET of the same URL asks the server', async () => {
    const sent = orderList();
    sentFirst('t1', ['/api/admin/order']);
    tokenStore.set('t1', EXPIRES);
    await expect(getList('/admin/order')).resolves.toEqual({ data: ['answer 1'], count: 1 });
    expect(sent).toEqual(['Bearer t1']);
    await expect(getList('/admin/order')).resolves.toEqual({ data: ['answer 2'], count: 1 });
    expect(sent).toHaveLength(2);
  });

  it("answers a preload's started GET the same way", async () => {
    const sent = orderList();
    sentFirst('t1', ['/api/admin/order']);
    tokenStore.set('t1', EXPIRES);
    await expect(startGet('/admin/order').list()).resolves.toEqual({ data: ['answer 1'], count: 1 });
    expect(sent).toHaveLength(1);
  });

  it('is not used for another token (a sign-in since), another URL or another method', async () => {
    const sent = orderList();
    server.use(http.post('*/api/admin/order', () => HttpResponse.json({ data: 'created' })));
    sentFirst('old', ['/api/admin/order']);
    tokenStore.set('new', EXPIRES);
    await expect(getList('/admin/order')).resolves.toEqual({ data: ['answer 2'], count: 1 });
    expect(sent).toEqual(['Bearer old', 'Bearer new']);

    sentFirst('new', ['/api/admin/order']);
    // Answered before the GETs below go out, so the answers' numbers say which request each is.
    await window.backofficeFirstResponses?.responses.get('/api/admin/order');
    await expect(getList('/admin/order', { page: 2 })).resolves.toEqual({ data: ['answer 4'], count: 1 });
    await expect(postItem('/admin/order', { studentId: '1' })).resolves.toBe('created');
    // The first request is still there for the GET it was sent for.
    await expect(getList('/admin/order')).resolves.toEqual({ data: ['answer 3'], count: 1 });
    expect(sent).toHaveLength(4);
  });

  it('is sent again when it failed, so the app sees the failure as it sees any other', async () => {
    // The first answer is a server error, the one sent again a success.
    const sent = orderList((n) => (n === 1 ? 500 : 200));
    sentFirst('t1', ['/api/admin/order']);
    tokenStore.set('t1', EXPIRES);
    await expect(getList('/admin/order')).resolves.toEqual({ data: ['answer 2'], count: 1 });
    expect(sent).toHaveLength(2);

    // A network failure of the first request: the GET goes out again, and its own failure is the client's usual one.
    orderList(() => 503);
    window.backofficeFirstResponses = {
      authorization: 'Bearer t1',
      responses: new Map([['/api/admin/order', Promise.reject(new TypeError('Failed to fetch'))]]),
    };
    const error = await getList('/admin/order').catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(503);
  });
});
