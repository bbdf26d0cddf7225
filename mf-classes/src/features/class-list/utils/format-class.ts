import { dayjs, getCentreTimezone, isLevelTag, type ClassItem, type SchoolLevel } from '@backoffice/domain';

const SCHOOL_LEVEL_LABELS: Record<SchoolLevel, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  'junior-college': 'Junior College',
  'integrated-programme': 'Integrated Programme',
  'international-baccalaureate-diploma-programme': 'IB Diploma Programme',
};

/** 'Secondary 3', 'IB Diploma Programme 1', 'Beginner'; a tag that is not a known level shows as it is. */
export function levelTagLabel(tag: string): string {
  if (!isLevelTag(tag)) return tag;
  const match = /^(.+)-(\d+)$/.exec(tag);
  if (!match) return tag.charAt(0).toUpperCase() + tag.slice(1);
  return `${SCHOOL_LEVEL_LABELS[match[1] as SchoolLevel]} ${match[2]}`;
}

/** '1 Dec 2026 – 28 Feb 2027', the days on the centre's calendar. */
export function formatClassDates(item: Pick<ClassItem, 'start_date' | 'end_date'>, zone = getCentreTimezone()): string {
  const day = (iso: string) => dayjs(iso).tz(zone).format('D MMM YYYY');
  return `${day(item.start_date)} – ${day(item.end_date)}`;
}

/** '16:00–18:00', or what there is of it. */
export function formatScheduleTimes(schedule: ClassItem['schedule']): string {
  return [schedule.start_time, schedule.end_time].filter(Boolean).join('–');
}
