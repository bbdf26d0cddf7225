import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Written by the shell's build beside index.html (shell/build/first-script.mjs). */
export const FIRST_SCRIPT_FILE = 'first-script.js';

/** The shell's first script: its text, and the content security policy's source that lets that text run inline. */
export type FirstScript = { source: string; policySource: string };

const scripts = new Map<string, FirstScript | null>();

/**
 * The shell's first script as the site's build wrote it (shell/src/first-script.ts: it sends a screen's first GETs and
 * warms the date formatting as the page is parsed, issue 20). Read once: the security plugin and the pages must agree
 * on it, and like the rest of the shell's build a new one is taken up by restarting the server. Null without a build,
 * or for a text that could close its element.
 */
export function firstScriptOf(siteRoot: string | undefined): FirstScript | null {
  if (!siteRoot) return null;
  const file = path.resolve(siteRoot, FIRST_SCRIPT_FILE);
  if (!scripts.has(file)) scripts.set(file, readScript(file));
  return scripts.get(file) ?? null;
}

function readScript(file: string): FirstScript | null {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  if (source.trim() === '' || /<\/script/i.test(source) || source.includes('<!--')) return null;
  return { source, policySource: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'` };
}

/** The script as an inline element, run where the parser meets it; allowed by its hash alone. */
export function firstScriptElement(script: FirstScript | null): string {
  return script ? `<script>${script.source}</script>` : '';
}
