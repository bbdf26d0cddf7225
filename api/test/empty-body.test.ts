import { isApiErrorBody } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import type { TestApi } from './helpers/test-api';
import { concreteUrl, sweepApi, type Operation } from './helpers/route-sweep';
import { bearer, sessionToken } from './helpers/users';

/**
 * Issue 11 item 8: `POST /logout` and `POST /refreshToken` with no body and no content type (what
 * `fetch(url, { method: 'POST' })` and `navigator.sendBeacon` send) answered 400 'expected object, received null', so
 * the session was neither ended nor renewed. Every route whose body is optional takes an absent body; one whose body
 * is required says so in the error format.
 */

let api: TestApi;
let operationOf: (method: string, url: string) => Operation | undefined;

beforeAll(async () => {
  ({ api, operationOf } = await sweepApi());
});
afterAll(async () => {
  await api.close();
});

const bodyRequired = { message: [{ code: 'BadRequest', type: 'required', message: SERVER_MESSAGES.bodyRequired }] };

// What an absent body looks like on the wire: nothing at all, or a JSON content type with nothing after it.
const ABSENT_BODIES: Array<[string, Record<string, string>]> = [
  ['no body and no content type', {}],
  ['an empty body sent as JSON', { 'content-type': 'application/json' }],
];

describe.each(ABSENT_BODIES)('every route with a body method, called with %s (issue 11)', (_label, extraHeaders) => {
  it('answers no 500 and no zod type error; optional bodies are taken, required ones refused in the error format', async () => {
    const routes = api.app.routeTable.filter((route) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method));
    expect(routes.length).toBeGreaterThan(15);
    const answers = [];
    for (const route of routes) {
      // A fresh session each time (as `as` gives): the sweep calls /logout, which ends the one it uses.
      const response = await api.as('admin').inject({ method: route.method as 'POST', url: concreteUrl(route.url), headers: extraHeaders });
      const body = response.body === '' ? undefined : response.json();
      const requestBody = operationOf(route.method, route.url)?.requestBody;
      answers.push({
        route: `${route.method} ${route.url}`,
        status: response.statusCode,
        body,
        bodyRequired: requestBody?.required === true,
      });
    }

    for (const answer of answers) {
      const { route } = answer;
      expect({ route, status500: answer.status >= 500 }).toEqual({ route, status500: false });
      expect({ route, zodWords: /expected object, received|Invalid input/.test(JSON.stringify(answer.body)) }).toEqual({
        route,
        zodWords: false,
      });
      if (answer.status >= 400) expect({ route, errorFormat: isApiErrorBody(answer.body) }).toEqual({ route, errorFormat: true });
      if (answer.bodyRequired) {
        expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 400, body: bodyRequired });
      } else {
        expect({ route, refusedForNoBody: JSON.stringify(answer.body) === JSON.stringify(bodyRequired) }).toEqual({
          route,
          refusedForNoBody: false,
        });
      }
    }
    // The routes with optional bodies answered 200.
    const optional = answers.filter((answer) => ['POST /api/logout', 'POST /api/refreshToken'].includes(answer.route));
    expect(optional.map((answer) => [answer.route, answer.status])).toEqual([
      ['POST /api/refreshToken', 200],
      ['POST /api/logout', 200],
    ]);
    // And the sweep did meet routes whose body is required.
    expect(answers.filter((answer) => answer.bodyRequired).length).toBeGreaterThan(10);
  });
});

describe('ending and renewing a session with a bare POST (issue 11)', () => {
  it('logs out with no body and no content type: the token is refused afterwards', async () => {
    const token = await sessionToken(api.app, api.user('admin'));
    const logout = await api.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { ended: true } });
    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().message[0].type).toBe('expired');
  });

  it('renews the token with no body and no content type', async () => {
    const token = await sessionToken(api.app, api.user('admin'));
    const refresh = await api.app.inject({ method: 'POST', url: '/api/refreshToken', headers: bearer(token) });
    expect(refresh.statusCode).toBe(200);
    const renewed = refresh.json().data.token as string;
    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: bearer(renewed) });
    expect(me.statusCode).toBe(200);
  });

  it('still takes an empty object, and still refuses a body that is not an object', async () => {
    const token = await sessionToken(api.app, api.user('admin'));
    const renew = await api.app.inject({ method: 'POST', url: '/api/refreshToken', headers: bearer(token), payload: {} });
    expect(renew.statusCode).toBe(200);
    const wrong = await api.app.inject({
      method: 'POST',
      url: '/api/refreshToken',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(wrong.statusCode).toBe(400);
    expect(isApiErrorBody(wrong.json())).toBe(true);
  });
});
