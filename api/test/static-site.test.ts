import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
// The shell's first script as its build writes it (shell/build/first-script.mjs).
const FIRST_SCRIPT = '(()=>{window.firstRequestsSent=true})();';
let site: string;

// What a remote's build writes (the parts the page's hints read): its entry, and each exposed module's chunks.
const OPS_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['assets/12.abcdef0123.js', 'assets/routes.0123456789.js'], async: ['assets/dialog.1111111111.js'] } } },
    { name: 'preload', assets: { js: { sync: ['assets/preload.2222222222.js'], async: [] } } },
    { name: 'widget', assets: { js: { sync: ['assets/widget.3333333333.js'], async: [] } } },
  ],
};

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'backoffice-site-'));
  mkdirSync(path.join(site, 'assets'));
  mkdirSync(path.join(site, 'remotes', 'ops', '1.2.3', 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(site, 'first-script.js'), FIRST_SCRIPT);
  writeFileSync(path.join(site, 'remotes.json'), JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
  writeFileSync(path.join(site, 'assets', 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(site, 'remotes', 'ops', '1.2.3', 'mf-manifest.json'), JSON.stringify(OPS_MANIFEST));
  writeFileSync(path.join(site, 'start-files.json'), JSON.stringify({ files: ['assets/1.aaaaaaaaaa.js', 'assets/2.bbbbbbbbbb.js'] }));
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
      expect(body).not.toContain('</script><script>alert');
      const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(body);
      expect(JSON.parse(inline![1]!)).toEqual({ ...released, timezone: 'Asia/Singapore' });
    } finally {
      writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
    }
  });

  it("writes the shell's first script into every page, to run as it is parsed (issue 20)", async () => {
    for (const url of ['/', '/login', '/ops', '/course/123/lesson/456']) {
      const body = (await get(url)).body;
      expect(body.split(`<script>${FIRST_SCRIPT}</script>`)).toHaveLength(2);
      // After the data it reads, before the files the page names: it runs before they are asked for where it can.
      expect(body.indexOf(FIRST_SCRIPT)).toBeGreaterThan(body.indexOf('id="runtime-config"'));
      if (body.includes('rel="preload"')) expect(body.indexOf(FIRST_SCRIPT)).toBeLessThan(body.indexOf('rel="preload"'));
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
      expect(response.body).toContain(`<script>${FIRST_SCRIPT}</script>`);
    } finally {
      writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
    }
  });

  describe("a screen's page names the files that screen runs first (issue 20: they download side by side)", () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]*)" as="(script|fetch)"( crossorigin="anonymous")?>/g)].map(
        ([, href, as, crossorigin]) => `${as}${crossorigin ? '+cors' : ''} ${href}`,
      );

    it("names the shell's start files, then the owning remote's manifest, entry and first modules", async () => {
      for (const url of ['/ops', '/feedback?page=2']) {
        expect(preloads((await get(url)).body)).toEqual([
          'script /assets/1.aaaaaaaaaa.js',
          'script /assets/2.bbbbbbbbbb.js',
          'fetch+cors /remotes/ops/1.2.3/mf-manifest.json',
          'script /remotes/ops/1.2.3/remoteEntry.js',
          'script /remotes/ops/1.2.3/assets/12.abcdef0123.js',
          'script /remotes/ops/1.2.3/assets/routes.0123456789.js',
          'script /remotes/ops/1.2.3/assets/preload.2222222222.js',
        ]);
      }
    });

    it("names the shell's start first, then the screen's files, then the rest of the shell's (six at a time over HTTP/1.1)", async () => {
      const start = path.join(site, 'start-files.json');
      try {
        writeFileSync(start, JSON.stringify({ files: ['assets/1.aaaaaaaaaa.js', 'assets/2.bbbbbbbbbb.js'], first: 1 }));
        expect(preloads((await get('/ops')).body)).toEqual([
          'script /assets/1.aaaaaaaaaa.js',
          'fetch+cors /remotes/ops/1.2.3/mf-manifest.json',
          'script /remotes/ops/1.2.3/remoteEntry.js',
          'script /remotes/ops/1.2.3/assets/12.abcdef0123.js',
          'script /remotes/ops/1.2.3/assets/routes.0123456789.js',
          'script /remotes/ops/1.2.3/assets/preload.2222222222.js',
          'script /assets/2.bbbbbbbbbb.js',
        ]);
      } finally {
        writeFileSync(start, JSON.stringify({ files: ['assets/1.aaaaaaaaaa.js', 'assets/2.bbbbbbbbbb.js'] }));
      }
    });

    it('names nothing on the sign-in page, the home page or a path no remote owns: the sign-in download stays small', async () => {
      for (const url of ['/', '/login', '/login?next=%2Fops', '/profile', '/nowhere']) {
        expect(preloads((await get(url)).body)).toEqual([]);
      }
    });

    it("names only the shell's files when the remote is published on another origin or its manifest cannot be read", async () => {
      const file = path.join(site, 'remotes.json');
      try {
        for (const entry of ['https://cdn.example.test/ops/1.2.3/mf-manifest.json', '//cdn.example.test/ops/mf-manifest.json', '/remotes/ops/9.9.9/mf-manifest.json']) {
          writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: entry } }));
          expect(preloads((await get('/ops')).body)).toEqual(['script /assets/1.aaaaaaaaaa.js', 'script /assets/2.bbbbbbbbbb.js']);
        }
      } finally {
        writeFileSync(file, JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
      }
    });

    it('ignores file names that climb out of the build, name a host or would break the attribute', async () => {
      const manifest = path.join(site, 'remotes', 'ops', '1.2.3', 'mf-manifest.json');
      const start = path.join(site, 'start-files.json');
      try {
        writeFileSync(start, JSON.stringify({ files: ['../../etc/passwd', 'https://evil.test/x.js', 'assets/"><script>.js', 42, 'assets/ok.cccccccccc.js'] }));
        writeFileSync(
          manifest,
          JSON.stringify({
            metaData: { publicPath: 'auto', remoteEntry: { name: '../remoteEntry.js', path: '' } },
            exposes: [{ name: 'routes', assets: { js: { sync: ['assets/../../x.js', 'assets/ok.dddddddddd.js'] } } }],
          }),
        );
        const body = (await get('/ops')).body;
        expect(preloads(body)).toEqual([
          'script /assets/ok.cccccccccc.js',
          'fetch+cors /remotes/ops/1.2.3/mf-manifest.json',
          'script /remotes/ops/1.2.3/assets/ok.dddddddddd.js',
        ]);
        expect(body).not.toContain('<script>.js');
      } finally {
        writeFileSync(start, JSON.stringify({ files: ['assets/1.aaaaaaaaaa.js', 'assets/2.bbbbbbbbbb.js'] }));
        writeFileSync(manifest, JSON.stringify(OPS_MANIFEST));
      }
    });
  });

  describe("a screen's page names the GETs it starts with, for the shell to send before its libraries arrive (issue 20)", () => {
    // Inside the tests: the site's folder is made in beforeAll.
    const declared = () => path.join(site, 'remotes', 'ops', '1.2.3', 'first-requests.json');
    const remotesFile = () => path.join(site, 'remotes.json');
    // The list, which the shell's first script follows at once to read it as the page is parsed.
    const firstRequests = (body: string) => {
      const element = /<script type="application\/json" id="first-requests">(.*?)<\/script><script>(.*?)<\/script>/.exec(body);
      if (!element) return null;
      expect(element[2]).toBe(FIRST_SCRIPT);
      return JSON.parse(element[1]!) as unknown;
    };
    beforeEach(() => writeFileSync(declared(), JSON.stringify({ '/ops': ['/report/birthday'], '/feedback': ['/feedback?page=1'] })));
    afterEach(() => {
      rmSync(declared(), { force: true });
      writeFileSync(remotesFile(), JSON.stringify({ api: '/api', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
    });

    it("names the session's check and what the owning remote declares for the path, under the API's base", async () => {
      expect(firstRequests((await get('/ops')).body)).toEqual(['/api/me', '/api/report/birthday']);
      expect(firstRequests((await get('/feedback')).body)).toEqual(['/api/me', '/api/feedback?page=1']);
      writeFileSync(remotesFile(), JSON.stringify({ api: '/backoffice/api/', remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
      expect(firstRequests((await get('/ops')).body)).toEqual(['/backoffice/api/me', '/backoffice/api/report/birthday']);
    });

    it("names only the session's check for an address with a query, a path the remote declares nothing for, or a remote that declares nothing", async () => {
      expect(firstRequests((await get('/ops?day=2026-11-28')).body)).toEqual(['/api/me']);
      expect(firstRequests((await get('/feedback/elsewhere')).body)).toEqual(['/api/me']);
      rmSync(declared());
      expect(firstRequests((await get('/ops')).body)).toEqual(['/api/me']);
    });

    it('names nothing on the sign-in page or the home page, nor for an API on another origin (the token stays on this one)', async () => {
      for (const url of ['/', '/login', '/login?next=%2Fops', '/nowhere']) expect(firstRequests((await get(url)).body)).toBeNull();
      for (const api of ['https://api.example.test', '//api.example.test/api']) {
        writeFileSync(remotesFile(), JSON.stringify({ api, remotes: { mf_ops: '/remotes/ops/1.2.3/mf-manifest.json' } }));
        expect(firstRequests((await get('/ops')).body)).toBeNull();
      }
    });

    it('ignores declared values that are not paths under the API, and none can close the element', async () => {
      writeFileSync(
        declared(),
        JSON.stringify({ '/ops': ['//evil.test/x', 'https://evil.test/x', '/../admin/x', '/a b', 42, '/x</script><script>alert(1)//', '/report/birthday'] }),
      );
      const body = (await get('/ops')).body;
      expect(firstRequests(body)).toEqual(['/api/me', '/api/report/birthday']);
      expect(body).not.toContain('alert(1)');
      writeFileSync(declared(), '{ not json');
      expect(firstRequests((await get('/ops')).body)).toEqual(['/api/me']);
    });
  });

  describe('sends a file as the build compressed it, not compressed again for every answer (issue 20)', () => {
    const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
    beforeAll(() => {
      const file = path.join(site, 'assets', 'big.4444444444.js');
      writeFileSync(file, chunk);
      // Marked, so the test tells the build's copy from one the server would make.
      writeFileSync(`${file}.br`, brotliCompressSync(`${chunk}// brotli copy`));
      writeFileSync(`${file}.gz`, gzipSync(`${chunk}// gzip copy`));
    });
    const asked = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/big.4444444444.js', headers: { 'accept-encoding': encoding } });

    it('sends the brotli copy to a browser that takes brotli, with the file type and caching of the file', async () => {
      const response = await asked('gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${chunk}// brotli copy`);
    });

    it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
      const gzip = await asked('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${chunk}// gzip copy`);
      const plain = await asked('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(chunk);
    });

    it('still compresses a file the build left without copies', async () => {
      const other = path.join(site, 'assets', 'other.5555555555.js');
      writeFileSync(other, chunk);
      const response = await t.app.inject({ method: 'GET', url: '/assets/other.5555555555.js', headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
    });
  });

  it('answers a missing asset and an unknown API path with 404s, not the page', async () => {
    expect((await get('/assets/missing.0123456789.js')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().message[0].type).toBe('not_found');
  });

  it('answers a name longer than the file system holds as any missing file: the page for a deep link, 404 for an asset (issue 17, found by the fuzzer)', async () => {
    const long = 'a'.repeat(256);
    const page = await get(`/${long}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await get(`/assets/${long}.js`)).statusCode).toBe(404);
    expect((await get(`/${'ก'.repeat(100)}/x`)).statusCode).toBe(200);
  });

  it('never serves a file outside the site', async () => {
    const response = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('still answers the API', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
