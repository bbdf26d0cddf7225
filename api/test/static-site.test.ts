import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'backoffice-site-'));
  mkdirSync(path.join(site, 'assets'));
  mkdirSync(path.join(site, 'remotes', 'ops', '1.2.3', 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(site, 'remotes.json'), JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
  writeFileSync(path.join(site, 'assets', 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(site, 'remotes', 'ops', '1.2.3', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(site, 'remotes', 'ops', '1.2.3', 'remoteEntry.js'), 'var x');
  writeFileSync(path.join(site, 'remotes', 'ops', '1.2.3', 'assets', '12.abcdef0123.js'), 'var y');
  t = await createTestApp({ config: { staticDir: site, centreTimezone: 'Asia/Singapore' } });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built site on the API origin (ARCHITECTURE §3 caching)', () => {
  it('serves remotes.json uncached, with the centre time zone', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ api: '/api', timezone: 'Asia/Singapore', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } });
  });

  it.each(['/remotes/ops/1.2.3/mf-manifest.json', '/remotes/ops/1.2.3/remoteEntry.js', '/'])('revalidates %s every time', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/main.0123456789.js', '/remotes/ops/1.2.3/assets/12.abcdef0123.js'])('lets %s be cached for good', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a deep link with the shell page', async () => {
    const response = await get('/course/123/lesson/456');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('id="root"');
  });

  it('writes the runtime file into the page, so the shell need not ask for it (issue 20)', async () => {
    for (const url of ['/', '/orders', '/course/123/lesson/456']) {
      const response = await get(url);
      const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(response.body);
      expect(inline?.[1] && JSON.parse(inline[1])).toEqual({
        api: '/api',
        timezone: 'Asia/Singapore',
        remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' },
      });
      expect(response.body.startsWith('<!doctype html>')).toBe(true);
    }
  });

  it('reads the runtime file afresh for every page (a release rewrites it) and cannot be closed early by a value', async () => {
    const file = path.join(site, 'remotes.json');
    const released = { api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.4/mf-manifest.json?</script><script>alert(1)//' } };
    writeFileSync(file, JSON.stringify(released));
    try {
      const body = (await get('/orders')).body;
      expect(body).not.toContain('</script><script>');
      const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(body);
      expect(JSON.parse(inline![1]!)).toEqual({ ...released, timezone: 'Asia/Singapore' });
    } finally {
      writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
    }
  });

  it('still sends the page, without the runtime file, when that file cannot be read', async () => {
    const file = path.join(site, 'remotes.json');
    writeFileSync(file, '{ not json');
    try {
      const response = await get('/orders');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
      expect(response.body).not.toContain('runtime-config');
    } finally {
      writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
    }
  });

  it('answers a missing asset and an unknown API path with 404s, not the page', async () => {
    expect((await get('/assets/missing.0123456789.js')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().message[0].type).toBe('not_found');
  });

  it('never serves a file outside the site', async () => {
    const response = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('still answers the API', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
