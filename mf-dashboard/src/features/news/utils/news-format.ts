import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';

/** 'Last updated at' in the dashboard's format (spec §9: DD-MM-YYYY h:mm A), in the centre's time zone. */
export function lastUpdatedText(instant: string, zone = getCentreTimezone()): string {
  return `Last updated at ${dayjs(instant).tz(zone).format('DD-MM-YYYY h:mm A')}`;
}
