import type { FastifyInstance } from 'fastify';
import { API_PREFIX, ENDPOINTS } from '@backoffice/domain/endpoints';
import { BAD_URL_PATH } from '../src/plugins/bad-url';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Registered routes that are not the API's endpoints, so not in the table (shared/domain/src/endpoints.ts): the
 * OpenAPI pages, the address a request the router cannot read is sent to, and the built site outside /api (served
 * only with STATIC_DIR). Fastify's HEAD twins of GET routes are left out too.
 */
function outsideTheTable(route: { method: string; url: string }): boolean {
  return (
    route.method === 'HEAD' ||
    route.url === BAD_URL_PATH ||
    route.url === `${API_PREFIX}/docs` ||
    route.url.startsWith(`${API_PREFIX}/docs/`) ||
    !route.url.startsWith(`${API_PREFIX}/`)
  );
}

const tableRoutes = Object.entries(ENDPOINTS).map(([name, { method, path }]) => ({ name, key: `${method} ${API_PREFIX}${path}` }));

/** Registered routes (`METHOD /api/...`) the table does not list with that method. */
function routesMissingFromTable(app: FastifyInstance): string[] {
  const table = new Set(tableRoutes.map((route) => route.key));
  return app.routeTable
    .filter((route) => !outsideTheTable(route))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !table.has(route));
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the endpoint table', () => {
  it('lists every route the API registers, with its method', () => {
    expect(t.app.routeTable.filter((route) => !outsideTheTable(route)).length).toBeGreaterThan(30);
    expect(routesMissingFromTable(t.app)).toEqual([]);
  });

  it('has a route for every entry', () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(tableRoutes.filter((route) => !registered.has(route.key)).map((route) => `${route.name}: ${route.key}`)).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = tableRoutes.map((route) => route.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('sees a route registered outside the table', async () => {
    // The check above is only as good as the route list it reads: a probe route must show up in it.
    const probe = await createTestApp({
      extraRoutes: [
        async (api) => {
          api.get('/probe/unlisted', { config: { access: { public: true } } }, async () => ({ ok: true }));
        },
      ],
    });
    try {
      expect(routesMissingFromTable(probe.app)).toEqual(['GET /api/probe/unlisted']);
    } finally {
      await probe.close();
    }
  });
});
