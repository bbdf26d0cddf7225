/**
 * The centre's time zone, set once at start-up from configuration (the server's CENTRE_TIMEZONE, the shell's runtime
 * file). Kept apart from time.ts so that setting it does not download dayjs on the sign-in page.
 *
 * The value lives on `globalThis` under a registered symbol, not in a module variable: a remote built against a newer
 * @backoffice/domain than the shell's runs its own copy of this package (it is not a federation singleton, see
 * mf-config's shared table), and every copy must read the zone the shell set.
 */
export const DEFAULT_CENTRE_TIMEZONE = 'Asia/Bangkok';

const KEY = Symbol.for('@backoffice/domain.centreTimezone');
type Holder = { [KEY]?: string };

export function setCentreTimezone(zone: string): void {
  (globalThis as Holder)[KEY] = zone;
}

export function getCentreTimezone(): string {
  return (globalThis as Holder)[KEY] ?? DEFAULT_CENTRE_TIMEZONE;
}
