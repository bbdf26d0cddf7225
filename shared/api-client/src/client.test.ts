import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiClient, configureApiClient, DEFAULT_BASE_URL } from './client';
import { ApiError, CLIENT_ERROR_MESSAGES, isApiError } from './errors';
import { deleteItem, getItem, getList, patchItem, postItem } from './requests';
import { onSessionExpired } from './session-expiry';
import { tokenStore } from './token-store';

const server = setupServer();
const expiredBody = { message: [{ code: 'Unauthorized', type: 'expired', message: 'Your session has expired' }] };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the API client', () => {
  it('calls the default base path on this origin', async () => {
    expect(DEFAULT_BASE_URL).toBe('/api');
    server.use(http.get('*/api/ping', ({ request }) => HttpResponse.json({ data: new URL(request.url).pathname })));
    await expect(getItem('/ping')).resolves.toBe('/api/ping');
  });

  it('takes its base URL from the runtime configuration', async () => {
    server.use(http.get('https://api.example.test/v1/ping', () => HttpResponse.json({ data: 'there' })));
    configureApiClient({ baseURL: 'https://api.example.test/v1/' });
    try {
      await expect(getItem('/ping')).resolves.toBe('there');
    } finally {
      configureApiClient({ baseURL: DEFAULT_BASE_URL });
    }
  });

  it('sends the bearer token when one is set, and none otherwise', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/me', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: {} });
      }),
    );
    await getItem('/me');
    tokenStore.set('token-1', new Date(Date.now() + 60_000).toISOString());
    await getItem('/me');
    expect(seen).toEqual([null, 'Bearer token-1']);
  });

  it('sends a request at once, without first reading an XSRF cookie (a round trip to the browser on every request)', async () => {
    // A browser's asynchronous Cookie Store, which axios asks before a same-origin request when XSRF is on.
    const get = jest.fn(() => new Promise<null>(() => undefined));
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get } });
    server.use(http.get('*/api/ping', () => HttpResponse.json({ data: 'pong' })));
    try {
      await expect(getItem('/ping')).resolves.toBe('pong');
      expect(get).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('unwraps { data, count } for lists and { data } for items', async () => {
    server.use(
      http.get('*/api/admin/order', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({
          data: [{ _id: 'a' }, { _id: 'b' }],
          count: 42,
          echo: { max: query.get('max'), status: query.getAll('status') },
        });
      }),
      http.post('*/api/admin/order', async ({ request }) => HttpResponse.json({ data: await request.json() })),
      http.patch('*/api/admin/order/a', () => HttpResponse.json({ data: { _id: 'a', status: 'CANCELLED' } })),
      http.delete('*/api/admin/order/a', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(getList('/admin/order', { max: 20, status: ['PAID', 'INIT'], agent: undefined })).resolves.toEqual({
      data: [{ _id: 'a' }, { _id: 'b' }],
      count: 42,
    });
    await expect(postItem('/admin/order', { remark: 'NEW' })).resolves.toEqual({ remark: 'NEW' });
    await expect(patchItem('/admin/order/a', {})).resolves.toEqual({ _id: 'a', status: 'CANCELLED' });
    await expect(deleteItem('/admin/order/a')).resolves.toBeUndefined();
  });

  it('sends repeated query keys for arrays, as Fastify reads them', async () => {
    let search = '';
    server.use(
      http.get('*/api/user_input/feedback', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: [], count: 0 });
      }),
    );
    await getList('/user_input/feedback', { rating: [1, 2], max: 10 });
    expect(search).toBe('?rating=1&rating=2&max=10');
  });

  it('checks the data with a schema when one is given', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ data: { name: 42 } })));
    const schema = {
      parse(input: unknown) {
        if (typeof (input as { name?: unknown }).name !== 'string') throw new Error('name must be a string');
        return input as { name: string };
      },
    };
    const error = await failure(getItem('/me', { schema }));
    expect(error.status).toBe(200);
    expect(error.entries[0]?.code).toBe('InvalidResponse');
  });
});

describe('errors', () => {
  it('turns a 400 with field entries into field errors for a form', async () => {
    server.use(
      http.post('*/api/admin/user/parent', () =>
        HttpResponse.json(
          {
            message: [
              { code: 'BadRequest', type: 'required', message: 'Name cannot be empty!', field: 'name' },
              { code: 'BadRequest', type: 'required', message: 'Parent email cannot be empty!', field: 'email' },
              { code: 'BadRequest', type: 'invalid', message: 'A second message for name', field: 'name' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(postItem('/admin/user/parent', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.entries).toHaveLength(3);
    expect(error.firstMessage).toBe('Name cannot be empty!');
    expect(error.fieldErrors()).toEqual({ name: 'Name cannot be empty!', email: 'Parent email cannot be empty!' });
    expect(error.isExpired).toBe(false);
  });

  it('keeps the entries of a 500 and gives one generic entry when the body does not conform', async () => {
    server.use(
      http.get('*/api/conforming', () =>
        HttpResponse.json(
          { message: [{ code: 'InternalServerError', type: 'internal', message: 'Something broke' }] },
          { status: 500 },
        ),
      ),
      http.get('*/api/gateway', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const conforming = await failure(getItem('/conforming'));
    expect(conforming.status).toBe(500);
    expect(conforming.firstMessage).toBe('Something broke');

    const gateway = await failure(getItem('/gateway'));
    expect(gateway.status).toBe(502);
    expect(gateway.entries).toEqual([
      { code: 'InternalServerError', type: 'internal', message: 'Something went wrong on our side. Please try again.' },
    ]);
    expect(gateway.fieldErrors()).toEqual({});
  });

  it('reports a network failure as status 0 with one clear entry', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.error()));
    const error = await failure(getItem('/me'));
    expect(error.status).toBe(0);
    expect(error.entries).toEqual([{ code: 'NetworkError', type: 'internal', message: CLIENT_ERROR_MESSAGES.network }]);
    expect(error.firstMessage).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('rejects raw calls on the instance with an ApiError too', async () => {
    server.use(http.get('*/api/missing', () => new HttpResponse(null, { status: 404 })));
    const error = await failure(apiClient.get('/missing'));
    expect(error.status).toBe(404);
    expect(error.entries[0]?.type).toBe('not_found');
  });
});

describe('session expiry', () => {
  it('fires the listeners once when calls fail with an expired entry, and drops the token', async () => {
    server.use(http.get('*/api/admin/*', () => HttpResponse.json(expiredBody, { status: 401 })));
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    tokenStore.set('old', new Date(Date.now() + 60_000).toISOString());

    const errors = await Promise.all([failure(getList('/admin/order')), failure(getList('/admin/lesson'))]);

    expect(errors.every((error) => error.isExpired && error.status === 401)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    unsubscribe();
  });

  it('does not fire for an unauthenticated answer or for the sign-in call', async () => {
    server.use(
      http.get('*/api/me', () =>
        HttpResponse.json({ message: [{ code: 'Unauthorized', type: 'unauthenticated', message: 'x' }] }, { status: 401 }),
      ),
      http.post('*/api/auth', () => HttpResponse.json(expiredBody, { status: 401 })),
    );
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    tokenStore.set('t', new Date(Date.now() + 60_000).toISOString());

    await failure(getItem('/me'));
    await failure(postItem('/auth', {}, { skipSessionExpiry: true }));

    expect(listener).not.toHaveBeenCalled();
    expect(tokenStore.get()?.token).toBe('t');
    unsubscribe();
  });

  it('stops calling a listener once it unsubscribes', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(expiredBody, { status: 401 })));
    const listener = jest.fn();
    onSessionExpired(listener)();
    tokenStore.set('t', new Date(Date.now() + 60_000).toISOString());
    await failure(getItem('/me'));
    expect(listener).not.toHaveBeenCalled();
  });
});
