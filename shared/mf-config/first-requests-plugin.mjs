// @ts-check
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { JsonAssetPlugin } from './json-asset-plugin.mjs';

/** The remote's declaration, in its sources (a test of the remote's checks it against what its `./preload` asks). */
export const FIRST_REQUESTS_SOURCE = path.join('src', 'first-requests.json');

/**
 * Writes `first-requests.json` beside a remote's manifest: for each of its paths whose first request never varies, that
 * GET's path under the API (`{ "/orders": ["/admin/order"] }`). The server names them in that screen's page and the
 * shell's first script sends them with a stored token before any library has loaded (issue 20; the server's side is
 * api/src/plugins/first-requests.ts). A remote without the source file declares none.
 */
export class FirstRequestsPlugin extends JsonAssetPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    const source = path.join(appDir, FIRST_REQUESTS_SOURCE);
    super('first-requests.json', () => (existsSync(source) ? JSON.parse(readFileSync(source, 'utf8')) : {}));
  }
}
