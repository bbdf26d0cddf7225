import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  CLASS_DEFAULTS,
  CLASS_MESSAGES,
  classCreateSchema,
  type ClassCreateInput,
  type ClassItem,
  type ClassUpdateInput,
} from '@backoffice/domain/classes';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { UserRef } from '@backoffice/domain/records';

/**
 * The class form's own fields (spec §3 Class) and their mapping to the wire contract (classCreateSchema,
 * classUpdateSchema). Dates are a calendar day and a wall-clock time each, read in the centre's time zone and sent as
 * ISO instants; numbers are typed text until they are sent.
 */
export type ClassFormValues = {
  name: string;
  subject: string;
  country: string;
  class_type: string;
  /** Rich text (HTML); '' when the editor is empty. */
  desc: string;
  /** 'YYYY-MM-DD' and 'HH:mm' in the centre's time zone; combined into start_date and end_date. */
  start_day: string;
  start_clock: string;
  end_day: string;
  end_clock: string;
  /** schedule.start_time, schedule.end_time ('HH:mm') and schedule.date_of_week (free text). */
  schedule_start: string;
  schedule_end: string;
  date_of_week: string;
  level: string[];
  is_free: boolean;
  is_trial: boolean;
  is_featured: boolean;
  is_listed: boolean;
  is_sold_out: boolean;
  force_full_purchase: boolean;
  is_active: boolean;
  max_cap: string;
  rate: string;
  currency: string;
  /** The people chosen, kept whole so the form can show them; sent as ids. */
  tutor: UserRef[];
  ta: UserRef[];
};

export type ClassFormField = keyof ClassFormValues;

/** A new class: the spec's defaults (§9), active, every other flag off, nothing else filled. */
export function defaultClassFormValues(): ClassFormValues {
  return {
    name: '',
    subject: '',
    country: CLASS_DEFAULTS.country,
    class_type: CLASS_DEFAULTS.class_type,
    desc: '',
    start_day: '',
    start_clock: '',
    end_day: '',
    end_clock: '',
    schedule_start: '',
    schedule_end: '',
    date_of_week: '',
    level: [],
    is_free: false,
    is_trial: false,
    is_featured: false,
    is_listed: CLASS_DEFAULTS.is_listed,
    is_sold_out: false,
    force_full_purchase: false,
    is_active: true,
    max_cap: String(CLASS_DEFAULTS.max_cap),
    rate: String(CLASS_DEFAULTS.rate),
    currency: CLASS_DEFAULTS.currency,
    tutor: [],
    ta: [],
  };
}

/** An instant as the day and time a centre clock shows. */
export function toCentreParts(iso: string, zone = getCentreTimezone()): { day: string; clock: string } {
  const local = dayjs(iso).tz(zone);
  if (!local.isValid()) return { day: '', clock: '' };
  return { day: local.format('YYYY-MM-DD'), clock: local.format('HH:mm') };
}

/** A day and a time read on the centre's clock, as an ISO instant; undefined unless both are complete. */
export function combineCentreDateTime(day: string, clock: string, zone = getCentreTimezone()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) return undefined;
  const instant = dayjs.tz(`${day}T${clock}`, zone);
  return instant.isValid() ? instant.toISOString() : undefined;
}

/** An existing class as the edit form shows it. */
export function classToFormValues(item: ClassItem, zone = getCentreTimezone()): ClassFormValues {
  const start = toCentreParts(item.start_date, zone);
  const end = toCentreParts(item.end_date, zone);
  return {
    name: item.name,
    subject: item.subject,
    country: item.country,
    class_type: item.class_type,
    desc: item.desc,
    start_day: start.day,
    start_clock: start.clock,
    end_day: end.day,
    end_clock: end.clock,
    schedule_start: item.schedule.start_time,
    schedule_end: item.schedule.end_time,
    date_of_week: item.schedule.date_of_week,
    level: [...item.level],
    is_free: item.is_free,
    is_trial: item.is_trial,
    is_featured: item.is_featured,
    is_listed: item.is_listed,
    is_sold_out: item.is_sold_out,
    force_full_purchase: item.force_full_purchase,
    is_active: item.is_active,
    max_cap: String(item.max_cap),
    rate: String(item.rate),
    currency: item.currency,
    tutor: item.tutor.map(({ _id, name, email }) => ({ _id, name, email })),
    ta: item.ta.map(({ _id, name, email }) => ({ _id, name, email })),
  };
}

const TEXT_FIELDS = [
  'name',
  'subject',
  'country',
  'class_type',
  'start_day',
  'start_clock',
  'end_day',
  'end_clock',
  'schedule_start',
  'schedule_end',
  'date_of_week',
  'max_cap',
  'rate',
  'currency',
] as const satisfies readonly ClassFormField[];

/**
 * The fields still empty. 'Save Class' waits for every field except _id, desc and ta (spec §5), so at least one level
 * and one tutor; whitespace alone is empty, since text is trimmed.
 */
export function missingFields(values: ClassFormValues): ClassFormField[] {
  const missing: ClassFormField[] = TEXT_FIELDS.filter((field) => values[field].trim() === '');
  if (values.level.length === 0) missing.push('level');
  if (values.tutor.length === 0) missing.push('tutor');
  return missing;
}

export function isClassFormComplete(values: ClassFormValues): boolean {
  return missingFields(values).length === 0;
}

/** A number typed in a field; NaN when it is not one (an empty field included). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const idsOrNull = (people: readonly UserRef[]) => (people.length > 0 ? [...new Set(people.map((person) => person._id))] : null);

/**
 * The form's values as the create payload: text trimmed, dates combined in centre time and sent as ISO, each level once,
 * tutors and TAs as lists of ids or null when empty (spec §5).
 */
export function toCreateInput(values: ClassFormValues, zone = getCentreTimezone()): ClassCreateInput {
  return {
    name: values.name.trim(),
    subject: values.subject.trim(),
    country: values.country.trim(),
    class_type: values.class_type.trim(),
    desc: values.desc,
    // The schema refuses a missing date; the resolver says which field it is before that.
    start_date: combineCentreDateTime(values.start_day, values.start_clock, zone) ?? '',
    end_date: combineCentreDateTime(values.end_day, values.end_clock, zone) ?? '',
    schedule: {
      start_time: values.schedule_start.trim(),
      end_time: values.schedule_end.trim(),
      date_of_week: values.date_of_week.trim(),
    },
    level: [...new Set(values.level.map((tag) => tag.trim()))],
    is_free: values.is_free,
    is_trial: values.is_trial,
    is_featured: values.is_featured,
    is_listed: values.is_listed,
    is_sold_out: values.is_sold_out,
    force_full_purchase: values.force_full_purchase,
    is_active: values.is_active,
    max_cap: numberOf(values.max_cap),
    rate: numberOf(values.rate),
    currency: values.currency.trim(),
    tutor: idsOrNull(values.tutor),
    ta: idsOrNull(values.ta),
  };
}

type Payload = Record<string, unknown>;

function sameIds(a: unknown, b: unknown): boolean {
  const left = [...((a as string[] | null) ?? [])].sort();
  const right = [...((b as string[] | null) ?? [])].sort();
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The edit payload: `_id` and the fields whose payload value differs from what the class had when the form opened
 * (spec §4 editClass({_id and changed fields})). Both sides go through `toCreateInput`, so a value that only looks
 * different (untrimmed text, the same tutors in another order) is not sent. The schedule goes whole when any part of it
 * changed.
 */
export function toUpdateInput(
  initial: ClassFormValues,
  values: ClassFormValues,
  id: string,
  zone = getCentreTimezone(),
): ClassUpdateInput {
  const before = toCreateInput(initial, zone) as Payload;
  const after = toCreateInput(values, zone) as Payload;
  const changed: Payload = { _id: id };
  for (const key of Object.keys(after)) {
    const equal = key === 'tutor' || key === 'ta' ? sameIds(before[key], after[key]) : same(before[key], after[key]);
    if (!equal) changed[key] = after[key];
  }
  return changed as ClassUpdateInput;
}

/** Whether an edit would send anything besides `_id`. */
export function hasChanges(initial: ClassFormValues, values: ClassFormValues, zone = getCentreTimezone()): boolean {
  return Object.keys(toUpdateInput(initial, values, 'x', zone)).length > 1;
}

/** Where a payload path (from zod, or the `field` of a server error entry) shows on the form. */
export function formFieldFor(path: string): ClassFormField | null {
  const field = path.replace(/^body\./, '');
  if (field === 'start_date') return 'start_day';
  if (field === 'end_date') return 'end_day';
  if (field === 'schedule.start_time') return 'schedule_start';
  if (field === 'schedule.end_time') return 'schedule_end';
  if (field === 'schedule.date_of_week' || field === 'schedule') return 'date_of_week';
  const top = field.split('.')[0] ?? '';
  const known: readonly string[] = Object.keys(defaultClassFormValues());
  return known.includes(top) ? (top as ClassFormField) : null;
}

export const FORM_MESSAGES = {
  startMissing: 'Enter the start date and time',
  endMissing: 'Enter the end date and time',
  countryRequired: CLASS_MESSAGES.countryRequired,
  classTypeRequired: CLASS_MESSAGES.classTypeRequired,
  currencyRequired: CLASS_MESSAGES.currencyRequired,
  maxCapInvalid: 'Enter a whole number, 1 or more',
  rateInvalid: 'Enter a number, 0 or more',
  tutorRequired: 'Choose at least one tutor',
} as const;

type ErrorMap = Partial<Record<ClassFormField, FieldError>>;

/** The checks whose messages say more than the schema's would. */
function formChecks(values: ClassFormValues, zone: string): ErrorMap {
  const errors: ErrorMap = {};
  const fail = (field: ClassFormField, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  if (!values.name.trim()) fail('name', CLASS_MESSAGES.nameRequired);
  if (!values.subject.trim()) fail('subject', CLASS_MESSAGES.subjectRequired);
  if (!values.country.trim()) fail('country', FORM_MESSAGES.countryRequired);
  if (!values.class_type.trim()) fail('class_type', FORM_MESSAGES.classTypeRequired);
  if (!values.currency.trim()) fail('currency', FORM_MESSAGES.currencyRequired);
  if (!values.date_of_week.trim()) fail('date_of_week', CLASS_MESSAGES.dayOfWeekRequired);
  const start = combineCentreDateTime(values.start_day, values.start_clock, zone);
  const end = combineCentreDateTime(values.end_day, values.end_clock, zone);
  if (!start) fail('start_day', FORM_MESSAGES.startMissing);
  if (!end) fail('end_day', FORM_MESSAGES.endMissing);
  if (start && end && Date.parse(end) < Date.parse(start)) fail('end_day', CLASS_MESSAGES.endBeforeStart);
  const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!timeOfDay.test(values.schedule_start.trim())) fail('schedule_start', CLASS_MESSAGES.timeInvalid);
  if (!timeOfDay.test(values.schedule_end.trim())) fail('schedule_end', CLASS_MESSAGES.timeInvalid);
  // 'HH:mm' strings compare as times do.
  if (!errors.schedule_start && !errors.schedule_end && values.schedule_end.trim() < values.schedule_start.trim()) {
    fail('schedule_end', CLASS_MESSAGES.endBeforeStart);
  }
  const maxCap = numberOf(values.max_cap);
  if (!Number.isInteger(maxCap) || maxCap < 1) fail('max_cap', FORM_MESSAGES.maxCapInvalid);
  const rate = numberOf(values.rate);
  if (!Number.isFinite(rate) || rate < 0) fail('rate', FORM_MESSAGES.rateInvalid);
  if (values.level.length === 0) fail('level', CLASS_MESSAGES.levelRequired);
  if (values.tutor.length === 0) fail('tutor', FORM_MESSAGES.tutorRequired);
  return errors;
}

/**
 * react-hook-form's resolver: the form's own checks, then classCreateSchema on the payload the values make (every field
 * is on the form, in edit too), its issues moved onto the fields they concern. It only validates: the submit handler
 * builds the create or edit payload from the values.
 */
export function classFormResolver(zone = getCentreTimezone()): Resolver<ClassFormValues> {
  return async (values) => {
    const errors = formChecks(values, zone);
    const parsed = classCreateSchema.safeParse(toCreateInput(values, zone));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldFor(issue.path.map(String).join('.'));
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<ClassFormValues> };
    return { values, errors: {} };
  };
}
