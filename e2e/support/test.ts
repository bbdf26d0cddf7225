import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with what the page said while the test ran. When a test fails, CI's log shows
 * the browser's errors and failed requests and what the page showed (its accessibility tree), because a CI run keeps
 * no screenshot or trace; a flaky failure can then be read rather than guessed.
 */
export const test = base.extend<{ failureDetails: void }>({
  failureDetails: [
    async ({ page }, use, testInfo) => {
      const log: string[] = [];
      const stamp = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
      const started = Date.now();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') log.push(`${stamp()} console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => log.push(`${stamp()} uncaught: ${error.message}`));
      page.on('requestfailed', (request) => log.push(`${stamp()} request failed: ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) log.push(`${stamp()} ${response.status()}: ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) log.push(`${stamp()} at ${new URL(frame.url()).pathname}`);
      });

      await use();

      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('browser log', { body: log.join('\n') || '(nothing)', contentType: 'text/plain' });
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: Error) => `(no snapshot: ${error.message})`);
      await testInfo.attach(`page at ${page.url()}`, { body: snapshot, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
