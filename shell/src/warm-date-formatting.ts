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

/**
 * When to warm up. A signed-in page formats dates as soon as its screen's code has run: at once, while it waits for its
 * files. A signed-out page shows the sign-in form: there the warm-up's 50–150 ms, in the page's first task, held the page
 * as it first showed (Lighthouse's total blocking time on /login, 60–135 ms, issue 20 asks for a score of 100), so it
 * waits for the first focus into the page (the email field, or the Sign In button pressed without typing), seconds
 * before a signed-in screen shows a date.
 */
export function warmDateFormattingWhenUseful(signedIn: boolean, warm: () => void = warmDateFormatting): void {
  if (signedIn) warm();
  else document.addEventListener('focusin', () => warm(), { once: true, capture: true });
}
