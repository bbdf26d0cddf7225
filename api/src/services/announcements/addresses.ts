import { DEFAULT_PHONE_COUNTRY_CODE } from '@backoffice/domain/orders';
import type { Config } from '../../config';

/** The centre's name (the email's banner and footer) and the students' site (the class page its button opens). */
export type CentreSite = Pick<Config, 'centreName' | 'studentSiteUrl'>;

/** The class's page on the students' site: where an announcement's button leads. */
export function classPageUrl(studentSiteUrl: string, classId: string): string {
  return `${studentSiteUrl}/class/${encodeURIComponent(classId)}`;
}

/** Where an email to this student goes; null when the account has no usable address. */
export function emailAddress(email: string): string | null {
  const address = email.trim();
  return address.includes('@') ? address : null;
}

/**
 * A student's mobile number in international form, `+{country code}{number}`, for the SMS provider; null when there
 * is no number to text. Spaces, dashes and brackets are dropped; a number typed with its trunk prefix, as dialled at
 * home (Thai 081 234 5678), loses the 0 after the country code; a number typed with its own `+` is taken as it is.
 * Without a country code, 66, the spec's fallback when loading a record (people-records §4).
 */
export function smsAddress(phone: string | null, countryCode: string | null): string | null {
  const typed = phone?.trim() ?? '';
  const digits = typed.replace(/\D/g, '');
  if (!digits) return null;
  if (typed.startsWith('+')) return `+${digits}`;
  const national = digits.replace(/^0/, '');
  if (!national) return null;
  const code = countryCode?.replace(/\D/g, '') || DEFAULT_PHONE_COUNTRY_CODE;
  return `+${code}${national}`;
}
