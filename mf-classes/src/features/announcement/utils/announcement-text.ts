import {
  ANNOUNCEMENT_GROUP_LABELS,
  type AnnouncementMessage,
  type AnnouncementResult,
  type LessonAnnouncements,
} from '@backoffice/domain/announcements';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { AnnouncementType } from './announcement-draft';

export const CHANNEL_LABELS: Record<AnnouncementType, string> = { email: 'Email', sms: 'SMS' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who cannot be reached by a channel: the address it needs. */
const ADDRESS: Record<AnnouncementType, string> = { email: 'an email address', sms: 'a phone number' };

type Reach = LessonAnnouncements['reach'][keyof LessonAnnouncements['reach']];

/** How many of a group the channel reaches, beside its checkbox: '12 of 14 reached by email'. */
export function reachText(reach: Reach, type: AnnouncementType): string {
  if (reach.students === 0) return 'Nobody in this group';
  const reached = reach[type];
  return `${reached} of ${reach.students} reached by ${type === 'email' ? 'email' : 'SMS'}`;
}

/**
 * What one group's call did, line by line: the messages queued, those an earlier call with the same request id had
 * already queued (not sent twice), and who has no address for the channel (a student without a phone for an SMS).
 */
export function resultLines(result: AnnouncementResult, type: AnnouncementType): string[] {
  if (result.recipients === 0) return ['Nobody in this group'];
  const lines = [`${plural(result.queued, 'message', 'messages')} queued`];
  if (result.repeated > 0) lines.push(`${result.repeated} already sent by an earlier try, not sent again`);
  if (result.unreachable > 0) lines.push(`${plural(result.unreachable, 'student', 'students')} without ${ADDRESS[type]}, not reached`);
  return lines;
}

/** 'Students and Trial students' */
export function groupList(groups: ReadonlyArray<keyof typeof ANNOUNCEMENT_GROUP_LABELS>): string {
  const labels = groups.map((group) => ANNOUNCEMENT_GROUP_LABELS[group]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export const STATUS_LABELS: Record<AnnouncementMessage['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** A message's time in the recent list, centre time: '3 Feb 2025, 4:30pm'. */
export function formatMessageTime(instant: string, zone = getCentreTimezone()): string {
  return dayjs(instant).tz(zone).format('D MMM YYYY, h:mma');
}

/** The footer's year of the email (people-records §9): the year of sending in the centre's time zone. */
export function centreYear(now: Date = new Date(), zone = getCentreTimezone()): number {
  return dayjs(now).tz(zone).year();
}
