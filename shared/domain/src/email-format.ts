/**
 * The email format check on its own, without zod: the sign-in form uses it, and the sign-in page's download has a
 * budget.
 */

// Deliberately simple: one @, no spaces, a dot in the domain. The server is not a mail-address oracle.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}
