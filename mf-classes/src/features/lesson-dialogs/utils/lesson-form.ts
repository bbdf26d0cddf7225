import { z } from 'zod';
import { HOSTING_PLATFORMS, type HostingPlatform } from '@backoffice/domain/enums';
import { LESSON_TEXT, timeOfDaySchema, type LessonDetail } from '@backoffice/domain/classes';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { userRefSchema } from '@backoffice/domain/records';
import { minutesBetween } from '../../../shared/utils/lesson-time';
import { centreInstant, minutesFromTo, nextClassDay } from './class-days';
import {
  DEFAULT_DURATION_MINUTES,
  MAX_DURATION_MINUTES,
  defaultLessonSettings,
  type ClassSchedule,
  type LessonSettings,
} from './lesson-defaults';

export { HOSTING_TYPES, MAX_DURATION_MINUTES, type ClassSchedule } from './lesson-defaults';

/** The Create/Edit Lesson form. Numbers are kept as the text typed; the date and time are centre time. */
export type LessonFormValues = LessonSettings & {
  name: string;
  desc: string;
  term: string;
  index: string;
  /** 'YYYY-MM-DD', a day in the centre's time zone. */
  date: string;
  /** 'HH:mm', centre time. */
  start_time: string;
  /** Whole minutes, as typed. */
  duration: string;
};

const wholeNumberText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) <= max), message);

/**
 * The form's checks (zodResolver); the payload built from valid values then meets lessonCreateSchema. The name and the
 * description are checked by the contract's own schemas, so the form says what the server would.
 */
export const lessonFormSchema = z.object({
  name: LESSON_TEXT.name,
  desc: LESSON_TEXT.desc,
  is_active: z.boolean(),
  is_released: z.boolean(),
  hosting_platform: z.enum(HOSTING_PLATFORMS),
  hosting_type: LESSON_TEXT.hosting_type,
  tutor: z.array(userRefSchema),
  ta: z.array(userRefSchema),
  term: wholeNumberText(1000, 'Enter the term as a whole number from 0 to 1000, or leave it empty'),
  index: wholeNumberText(10_000, 'Enter the lesson number as a whole number, or leave it empty'),
  date: z.string().refine((day) => centreInstant(day, '00:00') !== null, 'Enter the date'),
  start_time: timeOfDaySchema,
  duration: z
    .string()
    .trim()
    .refine(
      (text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DURATION_MINUTES,
      `Enter the duration in minutes, from 1 to ${MAX_DURATION_MINUTES}`,
    ),
});

/** Minutes from a class schedule's start to its end, or null when they do not make a positive length. */
export function scheduleMinutes(schedule: Pick<ClassSchedule, 'start_time' | 'end_time'>): number | null {
  const minutes = minutesFromTo(schedule.start_time, schedule.end_time);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/**
 * A new lesson (people-records §4): active and released, Offline, 'meeting'; on the class's next day at the
 * schedule's start time, as long as the schedule says.
 */
export function defaultLessonValues(schedule: ClassSchedule, now: Date = new Date(), zone = getCentreTimezone()): LessonFormValues {
  return {
    name: '',
    desc: '',
    ...defaultLessonSettings(),
    term: '',
    index: '',
    date: nextClassDay(schedule.date_of_week, now, zone),
    start_time: timeOfDaySchema.safeParse(schedule.start_time).success ? schedule.start_time : '',
    duration: String(scheduleMinutes(schedule) ?? DEFAULT_DURATION_MINUTES),
  };
}

/** The Edit Lesson form opens with the lesson's values (people-records §4). */
export function lessonToFormValues(lesson: LessonDetail, zone = getCentreTimezone()): LessonFormValues {
  const start = dayjs(lesson.scheduled_on).tz(zone);
  return {
    name: lesson.name,
    desc: lesson.desc,
    is_active: lesson.is_active,
    is_released: lesson.is_released,
    hosting_platform: lesson.hosting_platform,
    hosting_type: lesson.hosting_type,
    tutor: [...lesson.tutor],
    ta: [...lesson.ta],
    term: lesson.meta.term === null ? '' : String(lesson.meta.term),
    index: lesson.meta.index === null ? '' : String(lesson.meta.index),
    date: start.format('YYYY-MM-DD'),
    start_time: start.format('HH:mm'),
    duration: String(Math.max(0, minutesBetween(lesson.scheduled_on, lesson.ended_on))),
  };
}

/** The start (date and time, centre time) and a duration as the ISO scheduled_on and ended_on; null if not valid. */
export function lessonTimes(
  date: string,
  startTime: string,
  durationMinutes: number,
  zone = getCentreTimezone(),
): { scheduled_on: string; ended_on: string } | null {
  const scheduledOn = centreInstant(date, startTime, zone);
  if (!scheduledOn || !Number.isInteger(durationMinutes) || durationMinutes < 0) return null;
  return { scheduled_on: scheduledOn, ended_on: new Date(Date.parse(scheduledOn) + durationMinutes * 60_000).toISOString() };
}

/** A lesson's editable fields as POST and PATCH /admin/lesson send them (staff as ids). */
export type LessonFields = {
  name: string;
  desc: string;
  scheduled_on: string;
  ended_on: string;
  hosting_platform: HostingPlatform;
  hosting_type: string;
  tutor: string[];
  ta: string[];
  meta: { term: number | null; index: number | null };
  is_active: boolean;
  is_released: boolean;
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Valid form values as the lesson's fields; null when the date, time or duration do not make an instant. */
export function toLessonFields(values: LessonFormValues, zone = getCentreTimezone()): LessonFields | null {
  const times = lessonTimes(values.date, values.start_time, Number(values.duration), zone);
  if (!times) return null;
  return {
    name: values.name.trim(),
    desc: values.desc,
    ...times,
    hosting_platform: values.hosting_platform,
    hosting_type: values.hosting_type.trim(),
    tutor: values.tutor.map((user) => user._id),
    ta: values.ta.map((user) => user._id),
    meta: { term: numberOrNull(values.term), index: numberOrNull(values.index) },
    is_active: values.is_active,
    is_released: values.is_released,
  };
}

/** The fields of a saved lesson, to compare an edit against. */
export function lessonFieldsOf(lesson: LessonDetail): LessonFields {
  return {
    name: lesson.name,
    desc: lesson.desc,
    scheduled_on: lesson.scheduled_on,
    ended_on: lesson.ended_on,
    hosting_platform: lesson.hosting_platform,
    hosting_type: lesson.hosting_type,
    tutor: lesson.tutor.map((user) => user._id),
    ta: lesson.ta.map((user) => user._id),
    meta: { ...lesson.meta },
    is_active: lesson.is_active,
    is_released: lesson.is_released,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};

/**
 * What an edit changed, and only that (PATCH sends the changed fields). Instants compare as instants (the server may
 * write them another way), staff lists as sets (picking the same people in another order is no change), and the
 * lesson's term and number go together as `meta`, which the contract takes whole.
 */
export function changedLessonFields(before: LessonFields, after: LessonFields): Partial<LessonFields> {
  const changed: Partial<LessonFields> = {};
  if (after.name !== before.name) changed.name = after.name;
  if (after.desc !== before.desc) changed.desc = after.desc;
  if (Date.parse(after.scheduled_on) !== Date.parse(before.scheduled_on)) changed.scheduled_on = after.scheduled_on;
  if (Date.parse(after.ended_on) !== Date.parse(before.ended_on)) changed.ended_on = after.ended_on;
  if (after.hosting_platform !== before.hosting_platform) changed.hosting_platform = after.hosting_platform;
  if (after.hosting_type !== before.hosting_type) changed.hosting_type = after.hosting_type;
  if (!sameIds(after.tutor, before.tutor)) changed.tutor = after.tutor;
  if (!sameIds(after.ta, before.ta)) changed.ta = after.ta;
  if (after.meta.term !== before.meta.term || after.meta.index !== before.meta.index) changed.meta = after.meta;
  if (after.is_active !== before.is_active) changed.is_active = after.is_active;
  if (after.is_released !== before.is_released) changed.is_released = after.is_released;
  return changed;
}

/** Where a payload path (a server error entry's `field`) shows on the form. */
export function lessonFormFieldFor(path: string): keyof LessonFormValues | null {
  const field = path.replace(/^body\./, '');
  switch (field) {
    case 'scheduled_on':
      return 'start_time';
    case 'ended_on':
      return 'duration';
    case 'meta.term':
      return 'term';
    case 'meta.index':
      return 'index';
    case 'name':
    case 'desc':
    case 'hosting_platform':
    case 'hosting_type':
    case 'tutor':
    case 'ta':
    case 'is_active':
    case 'is_released':
      return field;
    default:
      return null;
  }
}
