import { z } from 'zod';
import { MESSAGES } from './messages';

/** Spec §9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** A new password (back-office §5 New password). */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordEmpty })
  .min(1, { error: MESSAGES.passwordEmpty, abort: true })
  .regex(STRONG_PASSWORD, MESSAGES.passwordWeak);

/** The Change Password form: new and confirm, with the spec's three messages. */
export const changePasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });

// Deliberately simple: one @, no spaces, a dot in the domain. The server is not a mail-address oracle.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}

/** An email that must be well formed. */
export const emailSchema = z
  .string()
  .trim()
  .refine(isEmailFormat, MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** An email field where empty passes the format check (order create, spec §5). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmailFormat(value), MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** Escapes a user's text for a regular expression (spec §5 Search: '+' and parentheses). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Escapes a user's text for a SQL LIKE/ILIKE pattern with `\` as the escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
