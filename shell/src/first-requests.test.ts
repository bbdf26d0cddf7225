import { http, HttpResponse } from 'msw';
import { getItem, getList, tokenStore } from '@backoffice/api-client';
import { server } from '@backoffice/remote-kit/test-utils';
import { TOKEN_STORAGE_KEY } from '@backoffice/session';
import { FIRST_REQUESTS_ELEMENT_ID, STORED_TOKEN_KEY, startFirstRequests } from './first-requests';

const EXPIRES = new Date(Date.now() + 3_600_000).toISOString();

/** The page as the server writes it for a screen (api/src/plugins/first-requests.ts). */
function pageNames(urls: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_REQUESTS_ELEMENT_ID;
  element.textContent = JSON.stringify(urls);
  document.head.append(element);
}

function storeToken(token: string) {
  window.localStorage.setItem(STORED_TOKEN_KEY, JSON.stringify({ token, expiresAt: EXPIRES }));
}

function apiAnswers() {
  const sent: string[] = [];
  server.use(
    http.get('*/api/me', ({ request }) => {
      sent.push(`me ${request.headers.get('Authorization')}`);
      return HttpResponse.json({ data: { id: '1' } });
    }),
    http.get('*/api/admin/order', ({ request }) => {
      sent.push(`orders ${request.headers.get('Authorization')}`);
      return HttpResponse.json({ data: [], count: 0 });
    }),
  );
  return sent;
}

afterEach(() => {
  document.getElementById(FIRST_REQUESTS_ELEMENT_ID)?.remove();
  window.localStorage.clear();
  delete window.backofficeFirstResponses;
  tokenStore.clear();
});

describe("the shell's first script (issue 20)", () => {
  it('reads the token where the session keeps it', () => {
    expect(STORED_TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
  });

  it("sends the page's GETs with the stored token at once, and the API client answers the app's from them", async () => {
    const sent = apiAnswers();
    pageNames(['/api/me', '/api/admin/order']);
    storeToken('t1');
    startFirstRequests();
    await Promise.all(window.backofficeFirstResponses?.responses.values() ?? []);
    expect(sent.sort()).toEqual(['me Bearer t1', 'orders Bearer t1']);

    // The app starts with the stored token: its GET /me and its list ask nothing more.
    tokenStore.set('t1', EXPIRES);
    await expect(getItem('/me')).resolves.toEqual({ id: '1' });
    await expect(getList('/admin/order')).resolves.toEqual({ data: [], count: 0 });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing without a stored token, or when the page names nothing', () => {
    const sent = apiAnswers();
    pageNames(['/api/me']);
    startFirstRequests();
    expect(window.backofficeFirstResponses).toBeUndefined();

    document.getElementById(FIRST_REQUESTS_ELEMENT_ID)?.remove();
    storeToken('t1');
    startFirstRequests();
    expect(window.backofficeFirstResponses).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('never sends the token to another origin', async () => {
    const elsewhere: string[] = [];
    server.use(http.get('https://elsewhere.test/*', ({ request }) => (elsewhere.push(request.url), HttpResponse.json({}))));
    const sent = apiAnswers();
    pageNames(['https://elsewhere.test/api/me', '//elsewhere.test/api/me', '/\\elsewhere.test/api/me', '/api/me']);
    storeToken('t1');
    startFirstRequests();
    await Promise.all(window.backofficeFirstResponses?.responses.values() ?? []);
    expect([...(window.backofficeFirstResponses?.responses.keys() ?? [])]).toEqual(['/api/me']);
    expect(elsewhere).toEqual([]);
    expect(sent).toEqual(['me Bearer t1']);
  });

  it('leaves the app to ask when the page or the stored token cannot be read', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pageNames(['/api/me']);
    document.getElementById(FIRST_REQUESTS_ELEMENT_ID)!.textContent = '{not json';
    storeToken('t1');
    expect(() => startFirstRequests()).not.toThrow();
    expect(window.backofficeFirstResponses).toBeUndefined();

    // A stored value the session cannot read either: nothing sent, and nothing reported (the session drops it).
    error.mockClear();
    document.getElementById(FIRST_REQUESTS_ELEMENT_ID)?.remove();
    pageNames(['/api/me']);
    window.localStorage.setItem(STORED_TOKEN_KEY, '{"token": ');
    startFirstRequests();
    expect(window.backofficeFirstResponses).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
