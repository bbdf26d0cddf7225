import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the server of the run listens (E2E_PORT overrides). */
export const PORT = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** The environment variable through which the config hands the run's fresh data folder to the workers. */
export const DATA_DIR_ENV = 'BACKOFFICE_E2E_DATA_DIR';
export const DATA_DIR_PREFIX = 'backoffice-e2e-';

/** The server's DATA_DIR for this run (created by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env[DATA_DIR_ENV];
  if (!dir) throw new Error(`${DATA_DIR_ENV} is not set: run the journeys through playwright.config.ts`);
  return dir;
}

/** The secret the server signs its tokens with: generated on its first start into DATA_DIR/jwt-secret. */
export function jwtSecret(): string {
  return readFileSync(path.join(dataDir(), 'jwt-secret'), 'utf8').trim();
}

/** The site the run's server serves (STATIC_DIR): a release or rollback in a journey changes it. */
export function siteDir(): string {
  return path.join(dataDir(), 'site');
}
