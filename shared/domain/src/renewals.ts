// The dashboard's Renew tab (back-office §2 Renew tab, §3 User parent, §4 Renewal date, §7 renewaldate, §9 Time and
// display): the contract of its list and of a renewal date's change, and the window rule both sides compute.
import './zod-config';
import { z } from 'zod';
import { idSchema, isoDateSchema } from './records';

/** A renewal is listed from this many days before its date up to the date itself (§9: two weeks). */
export const RENEWAL_WINDOW_DAYS = 14;

export const RENEWAL_PAGE_SIZE = 20;

/** The dates a renewal date may take: a real calendar day of this century (a mistyped year is refused, not stored). */
export const RENEWAL_DATE_MIN = '2000-01-01';
export const RENEWAL_DATE_MAX = '2099-12-31';

export const RENEWAL_MESSAGES = {
  dateRequired: 'Choose the renewal date',
  dateInvalid: 'The renewal date must be a real day between 01-01-2000 and 31-12-2099',
  noParent: 'This student has no parent record to hold a renewal date',
} as const;

/** A calendar day 'YYYY-MM-DD' moved by whole days (no time zone involved: a day is a day). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The renewal dates listed on `today` (a centre day): a date is listed from two weeks before it up to the date itself,
 * so on `today` the dates from today to today + 14 days, both included. The day after the date, it is gone.
 */
export function renewalWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, RENEWAL_WINDOW_DAYS) };
}

/** A real calendar day 'YYYY-MM-DD' (no 31 April, 29 February only in a leap year) within the accepted years. */
export function isRenewalDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < RENEWAL_DATE_MIN || value > RENEWAL_DATE_MAX) return false;
  return addDays(value, 0) === value;
}

/** Whether a renewal date is listed on `today`. */
export function isInRenewalWindow(date: string, today: string): boolean {
  const { from, to } = renewalWindow(today);
  return date >= from && date <= to;
}

/** A calendar day as the dashboard shows it, DD-MM-YYYY (§9). */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** What the Renew tab shows once a date is changed (§2: 'old --> new'), both dates DD-MM-YYYY. */
export function renewalChangeText(before: string | null, after: string): string {
  return `${before ? displayDay(before) : '—'} --> ${displayDay(after)}`;
}

/** The empty state: the spec has none for Renew; this one says which days were looked at. */
export function noRenewalsText(today: string): string {
  const { from, to } = renewalWindow(today);
  return `No renewals due between ${displayDay(from)} and ${displayDay(to)}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// GET /admin/user/renewallist

export const renewalListQuerySchema = z.object({
  max: z.coerce.number().int().min(1).max(100).default(RENEWAL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type RenewalListQuery = z.input<typeof renewalListQuerySchema>;

const staffRefSchema = z.object({ _id: idSchema, name: z.string() }).nullable();

/**
 * A row of the Renew tab: a student whose parent's renewal date is in the window, with the spec's field names
 * (parent{name,email,meta.date_of_renewal}, staff_to_handle{customer_service,sales_admin}).
 */
export const renewalRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  parent: z.object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    meta: z.object({ date_of_renewal: isoDateSchema }),
  }),
  staff_to_handle: z.object({ customer_service: staffRefSchema, sales_admin: staffRefSchema }),
});
export type RenewalRow = z.infer<typeof renewalRowSchema>;

export const renewalListResponseSchema = z.object({ data: z.array(renewalRowSchema), count: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------------
// PATCH /admin/user/renewaldate/{id} and /admin/user/renewaldate/parent/{id}

/** The spec's payload, {dateObj}: here a calendar day 'YYYY-MM-DD', as a date input gives it. */
export const renewalDateSchema = z.object({
  dateObj: z
    .string({ error: RENEWAL_MESSAGES.dateRequired })
    .trim()
    .min(1, { error: RENEWAL_MESSAGES.dateRequired, abort: true })
    .refine(isRenewalDay, RENEWAL_MESSAGES.dateInvalid),
});

/**
 * What a change answers: the parent whose date it is, with its date now and before, and the students it belongs to (a
 * family's renewal shows on each of its children's rows). `changed` is false when the date was already that day.
 */
export const renewalDateResponseSchema = z.object({
  data: z.object({
    parent: z.object({ _id: idSchema, meta: z.object({ date_of_renewal: isoDateSchema }) }),
    before: isoDateSchema.nullable(),
    students: z.array(idSchema),
    changed: z.boolean(),
  }),
});
export type RenewalDateChange = z.infer<typeof renewalDateResponseSchema>['data'];
