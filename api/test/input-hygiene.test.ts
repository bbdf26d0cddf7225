import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { fieldWithForbiddenCharacter } from '../src/plugins/input-hygiene';
import type { TestApi } from './helpers/test-api';
import { concreteUrl, pathParameters, sampleOf, SOME_ID, stringPaths, sweepApi, withStringAt, type Operation } from './helpers/route-sweep';

/**
 * Issue 23: a NUL in any text answered 500 (PostgreSQL refuses it), and so did a lone UTF-16 surrogate stored as JSON.
 * Every route refuses both with 400 naming the field, in the body, the query string and the path, before its handler.
 */

let api: TestApi;
let operationOf: (method: string, url: string) => Operation | undefined;

beforeAll(async () => {
  ({ api, operationOf } = await sweepApi());
});
afterAll(async () => {
  await api.close();
});

const refusal = (field: string) => ({
  message: [{ code: 'BadRequest', type: 'invalid', message: SERVER_MESSAGES.characterNotAllowed(field), field }],
});

/** Every route taking a JSON body, with a body shaped like its schema. */
function routesWithBodies() {
  return api.app.routeTable.flatMap((route) => {
    const schema = operationOf(route.method, route.url)?.requestBody?.content['application/json']?.schema;
    return schema ? [{ ...route, sample: sampleOf(schema) }] : [];
  });
}

describe('a character that cannot be stored, in a body (issue 23)', () => {
  it('finds the routes with bodies to try', () => {
    const routes = routesWithBodies().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/auth', 'POST /api/admin/class', 'PATCH /api/admin/lesson/:id', 'POST /api/admin/order']));
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('is refused with 400 naming the field, in every string of every POST, PATCH and PUT body', async () => {
    const answers: Array<{ route: string; field: string; status: number; body: unknown }> = [];
    for (const route of routesWithBodies()) {
      for (const path of stringPaths(route.sample)) {
        const response = await api.as('admin').inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          payload: withStringAt(route.sample, path, 'Some\u0000text') as object,
        });
        answers.push({ route: `${route.method} ${route.url}`, field: path.join('.'), status: response.statusCode, body: response.json() });
      }
    }
    expect(answers.length).toBeGreaterThan(40);
    for (const answer of answers) {
      expect(answer).toEqual({ ...answer, status: 400, body: refusal(answer.field) });
    }
  });

  it('refuses a lone surrogate the same way (it cannot be written as UTF-8, so neither as JSON in the database)', async () => {
    for (const route of routesWithBodies()) {
      const [path] = stringPaths(route.sample);
      if (!path) continue;
      const response = await api.as('admin').inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        payload: withStringAt(route.sample, path, 'Some \ud800 text') as object,
      });
      const field = path.join('.');
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
        body: refusal(field),
      });
    }
  });

  it('refuses the other control characters but keeps tab, line feed and carriage return (JSON sends each as six bytes)', async () => {
    for (const character of ['\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f']) {
      const response = await api.as('admin').inject({
        method: 'POST',
        url: '/api/admin/order',
        payload: { email: 'someone@example.com', remark: `Some${character}text` },
      });
      expect({ character: character.charCodeAt(0), status: response.statusCode, body: response.json() }).toEqual({
        character: character.charCodeAt(0),
        status: 400,
        body: refusal('remark'),
      });
    }
    expect(fieldWithForbiddenCharacter({ remark: 'line one\r\nline two\tend' })).toBeUndefined();
  });

  it('refuses NUL in the sign-in email without looking the account up', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'someone\u0000@example.com', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('email'));
  });

  it('names a nested field by its dotted path, and a key that holds one', async () => {
    const response = await api.as('admin').inject({
      method: 'POST',
      url: '/api/admin/order',
      payload: { email: 'someone@example.com', student: { name: 'Som\u0000chai' } },
    });
    expect(response.json()).toEqual(refusal('student.name'));
    expect(fieldWithForbiddenCharacter({ meta: { ['bad\u0000key']: 1 } })).toBe('meta.bad?key');
    expect(fieldWithForbiddenCharacter({ list: ['fine', 'pair \ud83d\ude00 is fine', 'lone \udc00'] })).toBe('list.2');
    expect(fieldWithForbiddenCharacter({ text: 'Thai ภาษาไทย, emoji 😀, tab\tand newline\n' })).toBeUndefined();
  });

  it('survives a deeply nested body without running out of stack', async () => {
    const depth = 100_000;
    const payload = `{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0].field).toMatch(/^a\.0\.0\./);
  });
});

describe('a character that cannot be stored, in the query string or the path (issue 23)', () => {
  it('refuses ?q=%00 on every GET route, the searches included, with 400 naming q', async () => {
    const gets = api.app.routeTable.filter((route) => route.method === 'GET');
    expect(gets.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/class', '/api/admin/order/users', '/api/admin/class/staff']),
    );
    for (const route of gets) {
      const response = await api.as('admin').inject({ method: 'GET', url: `${concreteUrl(route.url)}?q=%00` });
      expect({ route: route.url, status: response.statusCode, body: response.json() }).toEqual({
        route: route.url,
        status: 400,
        body: refusal('q'),
      });
    }
  });

  it('refuses NUL in every path parameter with 400 naming it', async () => {
    const routes = api.app.routeTable.filter((route) => route.method !== 'HEAD' && pathParameters(route.url).length > 0);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      for (const parameter of pathParameters(route.url)) {
        const url = route.url.replace(`:${parameter}`, '%00').replace(/:[A-Za-z]+/g, SOME_ID);
        const response = await api.as('admin').inject({ method: route.method as 'GET', url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 400,
          body: refusal(parameter),
        });
      }
    }
  });
});
