import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { ClassItem } from '@backoffice/domain/classes';

/** The first and last days on the centre's calendar, ['1 Dec 2026', '28 Feb 2027']: the list reads '1 Dec 2026 – 28 Feb 2027'. */
export function classDays(item: Pick<ClassItem, 'start_date' | 'end_date'>, zone = getCentreTimezone()): [start: string, end: string] {
  const day = (iso: string) => dayjs(iso).tz(zone).format('D MMM YYYY');
  return [day(item.start_date), day(item.end_date)];
}

/** '16:00–18:00', or what there is of it. */
export function formatScheduleTimes(schedule: ClassItem['schedule']): string {
  return [schedule.start_time, schedule.end_time].filter(Boolean).join('–');
}
