/**
 * Has the browser load its date-formatting data while the page waits for its files. A page's first
 * `Intl.DateTimeFormat` costs 30–45 ms (ICU loads the locale's data; any later one, in any zone, about 1 ms), which
 * the first list paid inside its render: /orders formats each row's Created (issue 20). Scheduled from `main.js`, the
 * first file to run, so it falls in the idle time before the start files arrive; on the sign-in page, while the user
 * types.
 */
export function warmDateFormatting(): void {
  // Not @backoffice/ui's idle helper: main.js runs before the federation has settled the shared packages.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  whenIdle(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' }).format(0);
  });
}
