import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 23: addresses the world sends that no screen would. A NUL in a static file's path answered 500; a path whose
 * %-encoding does not decode got Fastify's own 400 body, without the error format or the security headers.
 */

let t: TestApp;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'backoffice-bad-urls-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(site, '100%.txt'), 'a file with a per cent sign');
  t = await createTestApp({ config: { staticDir: site } });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBeDefined();
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('a NUL in a static file path (issue 23)', () => {
  it.each(['/%00', '/index.html%00.js', '/assets/%00.js'])('answers GET %s with 404, without signing in', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: [{ code: 'NotFound', type: 'not_found', message: SERVER_MESSAGES.notFound }] });
    expectSecurityHeaders(response);
  });

  it('decodes a path once: %25 is a per cent sign, and %2500 names no NUL', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/100%25.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('a file with a per cent sign');
    // A deep link that happens to hold '%00': the shell page, as for any other.
    const page = await t.app.inject({ method: 'GET', url: '/course/%2500' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });
});

describe('a path whose %-encoding does not decode (issue 23)', () => {
  it.each([
    ['GET', '/%E0%A4%A'],
    ['GET', '/api/%E0%A4%A'],
    ['GET', '/api/admin/class/%E0%A4%A?max=1'],
    ['POST', '/api/admin/order/%ZZ'],
    ['DELETE', '/api/admin/lesson/%E0%A4%A/student/1'],
  ])('answers %s %s with 400 in the error format, with the security headers', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, ...(method === 'POST' ? { payload: { a: 1 } } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [{ code: 'BadRequest', type: 'invalid', message: SERVER_MESSAGES.badUrl }] });
    expectSecurityHeaders(response);
  });

  it('keeps serving afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
