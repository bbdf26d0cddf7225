import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { baseURL } from './support/server';

// Issue 20: nothing jumps while a screen loads. Every list screen and the landing screen keeps the cumulative layout
// shift of its load at 0.02 or less, on a desktop and on a tablet. Each screen is opened in a tab of its own (the
// session's token is already stored, the page's code and data are not), as a bookmark or a new tab would.
const SCREENS = [
  '/dashboard',
  '/dashboard?tab=student',
  '/dashboard?tab=renew',
  '/orders',
  '/course',
  '/lessons',
  '/user',
  '/ops',
  '/feedback',
  '/news',
  '/whats-new',
];
const MAX_SHIFT = 0.02;
// Each screen loads cold in a tab of its own and waits for the network to settle: a few seconds each on two busy cores
// (CI's full run overran one minute for the eleven), so the test's limit grows with the list.
const SECONDS_PER_SCREEN = 15;
// Every API answer is held this long, so that each screen paints its skeletons before its data comes (on a fast machine
// the data can beat the first paint, and a shift from skeleton to rows would pass one run and fail the next).
const API_DELAY_MS = 400;

/** In the page from its start: the layout shift not caused by input, with what moved, for the failure's message. */
function recordShifts() {
  const page = window as unknown as { __shift: { total: number; moved: string[] } };
  page.__shift = { total: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      page.__shift.total += entry.value;
      const nodes = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName)));
      page.__shift.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftOf(context: BrowserContext, path: string): Promise<{ total: number; moved: string[] }> {
  const page = await context.newPage();
  try {
    await page.addInitScript(recordShifts);
    await page.route(`${baseURL}/api/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.fallback();
    });
    await page.goto(`${baseURL}${path}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Settled: no request for 500 ms (the lists are in, and the dialogs' code downloaded on idle), then a moment more.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as { __shift: { total: number; moved: string[] } }).__shift);
  } finally {
    await page.close();
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
]) {
  test(`no screen moves while it loads at ${viewport.width}×${viewport.height} (layout shift ≤ ${MAX_SHIFT})`, async ({ browser }) => {
    test.setTimeout(SCREENS.length * SECONDS_PER_SCREEN * 1000);
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await signIn(page, ACCOUNTS.superadmin);
      for (const path of SCREENS) {
        await test.step(path, async () => {
          const shift = await shiftOf(context, path);
          expect(shift.total, `${path}: ${shift.moved.join('; ') || 'nothing moved'}`).toBeLessThanOrEqual(MAX_SHIFT);
        });
      }
    } finally {
      await context.close();
    }
  });
}
