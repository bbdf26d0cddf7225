import type { Endpoint } from '@backoffice/domain/endpoints';

/**
 * A route's method and URL from the endpoint table the clients call too (`@backoffice/domain/endpoints`, issue 22):
 * `app.route({ ...endpoint(ENDPOINTS.orderCancel), config, schema, handler })`. Its path is under the `/api` prefix.
 */
export function endpoint<E extends Endpoint>(entry: E): { method: E['method']; url: E['path'] } {
  return { method: entry.method, url: entry.path };
}
