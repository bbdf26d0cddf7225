/**
 * The centre's time zone, set once at start-up from configuration (the server's CENTRE_TIMEZONE, the shell's runtime
 * file). Kept apart from time.ts so that setting it does not download dayjs on the sign-in page.
 */
export const DEFAULT_CENTRE_TIMEZONE = 'Asia/Bangkok';

let centreTimezone = DEFAULT_CENTRE_TIMEZONE;

export function setCentreTimezone(zone: string): void {
  centreTimezone = zone;
}

export function getCentreTimezone(): string {
  return centreTimezone;
}
