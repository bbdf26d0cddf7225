import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  LOADED_PHONE_COUNTRY_CODE,
  NEW_PHONE_COUNTRY_CODE,
  centreDayOf,
  dateOfBirthInstant,
  type ParentRecord,
  type StudentRecord,
  type TutorRecord,
} from '@backoffice/domain/people';

/** The contact preference's choices as the form holds them: '' is none chosen. */
export type ContactChoice = '' | 'whatsapp' | 'line' | 'others';
export type GenderChoice = '' | 'm' | 'f';

/**
 * How to reach a person and sign them in, which a student, a tutor and a parent record share (people-records §3), as
 * the form's text.
 */
export type ContactFormValues = {
  email: string;
  /** Only sent when filled (§5): to reset it. */
  password: string;
  gender: GenderChoice;
  phone_country_code: string;
  phone: string;
  contact: ContactChoice;
  contact_other: string;
  facebook: string;
  line: string;
};

/** What every record of the dialog has (people-records §3 User, form-level fields), as the form's text. */
export type BasicFormValues = ContactFormValues & {
  name: string;
  nickname: string;
  dbid: string;
  /** 'YYYY-MM-DD', '' for none. */
  date_of_birth: string;
};

/** The contact part of a stored student, tutor or parent. */
type ContactRecord = Pick<StudentRecord | TutorRecord | ParentRecord, 'email' | 'gender' | 'phone_country_code' | 'phone' | 'contact_preference' | 'facebook' | 'line'>;

export const CONTACT_OPTIONS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'line', label: 'LINE' },
  { value: 'others', label: 'Other' },
] as const;

export const GENDER_OPTIONS = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
] as const;

export function contactChoiceOf(contact: string | null | undefined): ContactChoice {
  return contact === 'whatsapp' || contact === 'line' || contact === 'others' ? contact : '';
}

/** A new person's contact: country code 65, nothing else (§4). */
export function newContactValues(): ContactFormValues {
  return {
    email: '',
    password: '',
    gender: '',
    phone_country_code: NEW_PHONE_COUNTRY_CODE,
    phone: '',
    contact: '',
    contact_other: '',
    facebook: '',
    line: '',
  };
}

/** A stored person's contact; a missing country code shows 66 (§4). */
export function contactValuesOf(record: ContactRecord): ContactFormValues {
  return {
    email: record.email,
    password: '',
    gender: record.gender ?? '',
    phone_country_code: record.phone_country_code || LOADED_PHONE_COUNTRY_CODE,
    phone: record.phone ?? '',
    contact: contactChoiceOf(record.contact_preference.contact),
    contact_other: record.contact_preference.others_type ?? '',
    facebook: record.facebook ?? '',
    line: record.line ?? '',
  };
}

/** The contact as sent: the password only when filled, the free text of the contact preference only with 'other'. */
export function contactPayload(values: ContactFormValues) {
  return {
    email: values.email,
    ...(values.password !== '' ? { password: values.password } : {}),
    gender: values.gender === '' ? null : values.gender,
    phone_country_code: values.phone_country_code,
    phone: values.phone,
    contact_preference: {
      contact: values.contact === '' ? null : values.contact,
      others_type: values.contact === 'others' ? values.contact_other : '',
    },
    facebook: values.facebook,
    line: values.line,
  };
}

/** A new record's basic information: country code 65, nothing else (§4). */
export function newBasicValues(): BasicFormValues {
  return { ...newContactValues(), name: '', nickname: '', dbid: '', date_of_birth: '' };
}

/** A loaded record's basic information; a missing country code shows 66 (§4). */
export function basicValuesOf(record: StudentRecord | TutorRecord, zone = getCentreTimezone()): BasicFormValues {
  return {
    ...contactValuesOf(record),
    name: record.name,
    nickname: record.nickname ?? '',
    dbid: record.dbid ?? '',
    date_of_birth: record.date_of_birth ? centreDayOf(record.date_of_birth, zone) : '',
  };
}

/**
 * The basic information as sent: the password only when filled, the date of birth as the start of its day in the
 * centre's time zone (ISO), the free text of the contact preference only with 'other'.
 */
export function basicPayload(values: BasicFormValues, zone = getCentreTimezone()) {
  return {
    ...contactPayload(values),
    name: values.name,
    nickname: values.nickname,
    dbid: values.dbid,
    date_of_birth: values.date_of_birth ? dateOfBirthInstant(values.date_of_birth, zone) : null,
  };
}

/** Where a payload path of the basic information shows on the form; null for one it does not hold. */
export function basicFieldFor(path: string): keyof BasicFormValues | null {
  if (path === 'contact_preference.others_type') return 'contact_other';
  if (path.startsWith('contact_preference')) return 'contact';
  const known: readonly string[] = Object.keys(newBasicValues());
  return known.includes(path) ? (path as keyof BasicFormValues) : null;
}
