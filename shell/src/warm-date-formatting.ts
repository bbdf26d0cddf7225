/**
 * Has the browser load its date-formatting data while the page waits for its files. A page's first
 * `Intl.DateTimeFormat` costs 30–90 ms here (ICU loads the locale's data; any later one, in any zone, about 1 ms), which
 * the first list paid inside its render: /orders formats each row's Created (issue 20). Run by the shell's first script
 * (first-script.ts) as the page is parsed, in the time the page waits for main.js anyway. Not in an idle callback: the
 * browser found its idle time only once main.js had arrived, and main.js then waited for it.
 */
export function warmDateFormatting(): void {
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' }).format(0);
}
