import type { Resolver } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  PEOPLE_MESSAGES,
  joinCommaList,
  splitCommaList,
  tutorInputSchema,
  type TutorInput,
  type TutorRecord,
} from '@backoffice/domain/people';
import { basicFieldFor, basicPayload, basicValuesOf, newBasicValues, type BasicFormValues } from './basic-form';
import { errorsOf } from './form-paths';

/** A tutor's (or a TA's) form: basic information and the tutor record's profile (people-records §3 Tutor record). */
export type TutorFormValues = BasicFormValues & {
  profile_pic: string;
  desc: string;
  /** Comma-separated text, split into a list when sent (§5). */
  subject: string;
  track_record: string;
  /** Years of experience as typed; 0 on load when the record has none (§4). */
  year_of_exp: string;
};

export function newTutorValues(): TutorFormValues {
  return { ...newBasicValues(), profile_pic: '', desc: '', subject: '', track_record: '', year_of_exp: '0' };
}

export function tutorValuesOf(record: TutorRecord, zone = getCentreTimezone()): TutorFormValues {
  return {
    ...basicValuesOf(record, zone),
    profile_pic: record.profile_pic ?? '',
    desc: record.desc,
    subject: joinCommaList(record.subject),
    track_record: joinCommaList(record.credential.track_record),
    year_of_exp: String(record.credential.year_of_exp ?? 0),
  };
}

/** The tutor as sent: subjects and track record as trimmed lists (an empty box gives an empty list). */
export function toTutorInput(values: TutorFormValues, zone = getCentreTimezone()): TutorInput {
  const years = values.year_of_exp.trim();
  return {
    ...basicPayload(values, zone),
    profile_pic: values.profile_pic,
    desc: values.desc,
    subject: splitCommaList(values.subject),
    credential: {
      year_of_exp: years === '' ? 0 : Number(years),
      track_record: splitCommaList(values.track_record),
    },
  };
}

/** Why Save waits: name and email (people-records §2, §5). */
export function tutorSaveBlockers(values: TutorFormValues): string[] {
  const blockers: string[] = [];
  if (!values.name.trim()) blockers.push(PEOPLE_MESSAGES.nameRequired);
  if (!values.email.trim()) blockers.push(PEOPLE_MESSAGES.emailRequired);
  return blockers;
}

export function tutorFieldFor(path: string): string | null {
  const field = path.replace(/^body\./, '');
  if (field.startsWith('subject')) return 'subject';
  if (field.startsWith('credential.track_record')) return 'track_record';
  if (field.startsWith('credential.year_of_exp')) return 'year_of_exp';
  if (field === 'profile_pic' || field === 'desc') return field;
  return basicFieldFor(field);
}

const YEARS_MESSAGE = 'Years of experience must be a whole number from 0 to 80';

export function tutorFormResolver(zone = getCentreTimezone()): Resolver<TutorFormValues> {
  return async (values) => {
    const checks: Array<[string, string]> = [];
    if (!values.name.trim()) checks.push(['name', PEOPLE_MESSAGES.nameRequired]);
    if (!/^\d{0,2}$/.test(values.year_of_exp.trim())) checks.push(['year_of_exp', YEARS_MESSAGE]);
    const parsed = tutorInputSchema.safeParse(toTutorInput(values, zone));
    const errors = errorsOf<TutorFormValues>(checks, parsed.success ? [] : parsed.error.issues, tutorFieldFor);
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
