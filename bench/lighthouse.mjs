// Lighthouse (desktop preset) on one page of a running server, for `pnpm bench:load` (issue 20).
// Each audit gets a Chromium of its own (Debian's, on a fresh profile) that Lighthouse drives through its debugging
// port. A signed-in page gets the token the way the app keeps it, `backoffice.token` in local storage, set on the
// server's origin before Lighthouse opens the page. Lighthouse then clears the HTTP cache, service workers and cache
// storage of that origin as it always does, but not local storage (its default `clearStorageTypes`), so the load is
// cold and signed in.
/* global window -- in the function run in the page */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './server.mjs';

export const LIGHTHOUSE_CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
];
export const LIGHTHOUSE_METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: 'cls' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
];

/** A TCP port nobody listens on now, for Chromium's debugging port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let lighthouseModules;
async function loadLighthouse() {
  lighthouseModules ??= Promise.all([import('lighthouse'), import('lighthouse/core/config/desktop-config.js')]).then(
    ([lighthouse, desktop]) => ({ lighthouse: lighthouse.default, desktopConfig: desktop.default }),
  );
  return lighthouseModules;
}

/**
 * Where a category loses points in one report: its weighted audits that did not score 1, with the points each costs
 * (weight × (1 − score) over the category's total weight, in points of 100).
 */
function pointsLost(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const losses = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!ref.weight || audit.score === null || audit.score >= 1) continue;
    losses.push({ id: ref.id, title: audit.title, points: (ref.weight * (1 - audit.score) * 100) / total, value: audit.numericValue, unit: audit.numericUnit });
  }
  return losses;
}

/** Performance audits with savings (opportunities and insights), largest first: what the metrics' losses come from. */
function opportunities(lhr) {
  const found = [];
  for (const audit of Object.values(lhr.audits)) {
    const savings = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0;
    if (audit.score === null || audit.score >= 0.9 || !(savings > 0)) continue;
    found.push({ id: audit.id, title: audit.title, savingsMs: savings, display: audit.displayValue ?? '' });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs);
}

/**
 * Runs Lighthouse desktop on `baseUrl + pathname`, signed in with `grant` ({ token, expiresAt }) or not.
 * Returns the scores (0–100), LCP and TBT (ms), CLS, where the points were lost, and the report (lhr).
 * Throws when Lighthouse fails or the page it ended on is not the one asked for (a signed-in page sent to /login).
 */
export async function runLighthouse({ baseUrl, pathname, grant = null, tokenKey, reportFile = null }) {
  const { lighthouse, desktopConfig } = await loadLighthouse();
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-lighthouse-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      headless: true,
      viewport: null, // Lighthouse sets the desktop preset's screen itself
      args: [...CHROMIUM.args, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    if (grant) {
      // The origin's local storage, from a same-origin response that loads none of the app.
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [tokenKey, JSON.stringify({ token: grant.token, expiresAt: grant.expiresAt })]);
      await page.goto('about:blank');
    }
    const url = `${baseUrl}${pathname}`;
    const result = await lighthouse(
      url,
      { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES.map((c) => c.id) },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (reportFile) {
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== pathname) throw new Error(`Lighthouse on ${url} ended on ${landed}${grant ? ' (was the token refused?)' : ''}`);
    const scores = {};
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const score = lhr.categories[category.id]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse on ${url} gave no ${category.label} score`);
      scores[category.id] = Math.round(score * 100);
    }
    const metrics = {};
    for (const metric of LIGHTHOUSE_METRICS) {
      const value = lhr.audits[metric.id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${url} gave no ${metric.label}`);
      metrics[metric.id] = value;
    }
    const losses = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c.id, pointsLost(lhr, c.id)]));
    return { scores, metrics, losses, opportunities: opportunities(lhr), warnings: lhr.runWarnings ?? [], lhr };
  } finally {
    await context?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}
