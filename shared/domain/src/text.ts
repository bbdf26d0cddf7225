/**
 * Free text and its limits. Every text a user types has a stated maximum, refused by the same schema in the browser and
 * on the server with a message that says what is wrong ('Class name must be at most 255 characters'), never the
 * field's required message. The spec gives one limit (an SMS holds 459 characters, people-records §9); the others are
 * ours (docs/decisions.md, "Text limits and not-found states").
 */
import './zod-config';
import { z } from 'zod';

/**
 * Maxima in characters as JavaScript counts them (UTF-16 code units: a Thai letter is one, an emoji two), measured on
 * the trimmed text.
 */
export const TEXT_MAX = {
  /** A person's, a class's, a lesson's or a question's name; a subject; a day of week; a CSV title. */
  name: 255,
  /** RFC 5321 caps a forward path at 256 octets, the angle brackets included. */
  email: 254,
  /** The national number as typed, spaces and dashes included. */
  phone: 30,
  /** A discount code, a hosting type, a country. */
  code: 50,
  /** Identifiers and dates a CSV row carries as text (`student_id`, `start_datetime`, ...), kept, not read. */
  csvValue: 100,
  /** An allocation's remark, a cancellation's reason. */
  remark: 1000,
  /** A poll question's title. */
  question: 1000,
  /** One answer of a poll question. */
  answer: 500,
  /** Free notes: consultation notes, action plans, a background, a goal, a request, a description. */
  notes: 2_000,
  /** A URL typed in a profile (Facebook page, profile picture). */
  url: 2_000,
  /** A search box's text. */
  search: 200,
  /** A password: argon2 hashes whatever it is given, so a sign-in must not hand it megabytes. */
  password: 1024,
  /** Rich text (HTML) of a class or lesson description or an email announcement: pasted documents fit, a 5 MB body does not. */
  richText: 100_000,
} as const;

/** 2000 → '2,000', without depending on the runtime's locale data. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'Class name must be at most 255 characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${grouped(max)} characters`;
}

/**
 * A required one-line or multi-line text: trimmed, `required` when missing, empty or only spaces, and
 * `tooLongMessage(label, max)` when longer than `max` after trimming. The required message covers only what is missing:
 * a schema-level `error` in zod 4 would also word the max issue ('Enter the class name' for a name that is too long).
 */
export function requiredText(label: string, max: number, required: string) {
  return z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) })
    .trim()
    .min(1, required)
    .max(max, tooLongMessage(label, max));
}

/** A text that may be empty: trimmed, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, tooLongMessage(label, max));
}

/** Text kept exactly as sent (rich text: the editor's HTML; the server cleans it), at most `max` characters. */
export function untrimmedText(label: string, max: number) {
  return z.string().max(max, tooLongMessage(label, max));
}
