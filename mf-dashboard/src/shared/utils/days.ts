import { dayjs } from '@backoffice/domain/time';

/** '2026-11-26' → '26-11-2026' (spec §9: DD-MM-yyyy), the dashboard's way of writing a day. */
export function formatDay(day: string): string {
  return dayjs(day).format('DD-MM-YYYY');
}
