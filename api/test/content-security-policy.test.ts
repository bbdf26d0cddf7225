import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { FIRST_SCRIPT_FILE } from '../src/plugins/first-script';
import { remoteSources, SHELL_BUILD_FILE } from '../src/plugins/security';
import { createTestApp } from './helpers/test-app';

// Issue 21: a developer runs one remote's dev server against a deployed staging shell. Its origin is named in
// REMOTE_ORIGINS; the policy lets in its scripts, styles and live-reload socket, but only under a shell built to accept
// overrides. A CDN named there serves scripts and manifests under any shell, as before.
const DEV = 'http://localhost:3005';
const CDN = 'https://cdn.centre.test';

/** The page's policy, directive by directive, as the site with this shell build serves it. */
async function policyOf(shellBuild: { remoteOverride: boolean } | null, firstScript?: string): Promise<Record<string, string[]>> {
  const site = mkdtempSync(path.join(os.tmpdir(), 'backoffice-csp-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(site, 'remotes.json'), JSON.stringify({ api: '/api', remotes: {} }));
  if (shellBuild) writeFileSync(path.join(site, SHELL_BUILD_FILE), JSON.stringify(shellBuild));
  if (firstScript !== undefined) writeFileSync(path.join(site, FIRST_SCRIPT_FILE), firstScript);
  const t = await createTestApp({ config: { staticDir: site, remoteOrigins: [DEV, CDN] } });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  } finally {
    await t.close();
    rmSync(site, { recursive: true, force: true });
  }
}

describe('the content security policy and REMOTE_ORIGINS (issue 21)', () => {
  it("lets a staging shell's page load a dev server's scripts and styles and open its live-reload socket", async () => {
    const policy = await policyOf({ remoteOverride: true });
    expect(policy['script-src']).toEqual(["'self'", DEV, CDN]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", DEV]);
    expect(policy['connect-src']).toEqual(["'self'", DEV, 'ws://localhost:3005', CDN]);
    // Nothing else widens: no eval, frames and objects as before.
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it.each([
    ['built for production', { remoteOverride: false }],
    ['whose build says nothing', null],
  ])('names no development origin under a shell %s, and still the CDN', async (_case, shellBuild) => {
    const policy = await policyOf(shellBuild);
    expect(policy['script-src']).toEqual(["'self'", CDN]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'", CDN]);
    expect(Object.values(policy).flat().join(' ')).not.toContain('localhost');
  });

  it("lets the shell's first script run inline, that text only (by its hash, issue 20); no other inline script", async () => {
    const script = 'window.started = true;';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policy = await policyOf({ remoteOverride: false }, script);
    expect(policy['script-src']).toEqual(["'self'", hash, CDN]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    // A text that could close its element is not written into the page, nor let in.
    expect((await policyOf({ remoteOverride: false }, 'x = "</script><script>alert(1)"'))['script-src']).toEqual(["'self'", CDN]);
  });

  it('reads every loopback name as a development origin, with wss beside https, and anything else as a CDN', () => {
    expect(remoteSources(['https://127.0.0.1:3443/', 'http://[::1]:3005', 'http://localhost.centre.test', 'not a url'], true)).toEqual({
      scripts: ['https://127.0.0.1:3443', 'http://[::1]:3005', 'http://localhost.centre.test', 'not a url'],
      styles: ['https://127.0.0.1:3443', 'http://[::1]:3005'],
      connections: ['https://127.0.0.1:3443', 'wss://127.0.0.1:3443', 'http://[::1]:3005', 'ws://[::1]:3005', 'http://localhost.centre.test', 'not a url'],
      refused: [],
    });
    expect(remoteSources(['http://127.0.0.1:3005', CDN], false)).toEqual({
      scripts: [CDN],
      styles: [],
      connections: [CDN],
      refused: ['http://127.0.0.1:3005'],
    });
  });
});
