import './zod-config';
import { z } from 'zod';
import { isEmailFormat } from './email-format';
import { MESSAGES } from './messages';
import { TEXT_MAX, tooLongMessage } from './text';

/** Spec §9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** A new password (back-office §5 New password). */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordEmpty })
  .min(1, { error: MESSAGES.passwordEmpty, abort: true })
  .max(TEXT_MAX.password, { error: tooLongMessage('Password', TEXT_MAX.password), abort: true })
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

export { isEmailFormat };

// Too long is said alone: the format message would add nothing for a 300-character address.
const emailMax = { error: tooLongMessage('Email', TEXT_MAX.email), abort: true } as const;

/** An email that must be well formed. */
export const emailSchema = z
  .string()
  .trim()
  .max(TEXT_MAX.email, emailMax)
  .refine(isEmailFormat, MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** An email field where empty passes the format check (order create, spec §5). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(TEXT_MAX.email, emailMax)
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
