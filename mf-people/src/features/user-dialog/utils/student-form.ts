import type { Resolver } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  PEOPLE_MESSAGES,
  centreDayOf,
  consultationInstant,
  studentSaveSchema,
  type StudentRecord,
  type StudentSaveInput,
} from '@backoffice/domain/people';
import { basicFieldFor, basicPayload, basicValuesOf, newBasicValues, type BasicFormValues } from './basic-form';
import { errorsOf } from './form-paths';
import { newParentValues, parentFieldFor, parentPayload, parentValuesOf, type ParentFormValues } from './parent-form';
import { changedProfileParts, newProfileValues, profileFieldFor, profileValuesOf, type ProfileFormValues } from './profile-form';

/**
 * The student's form (people-records §2 dialog, §3 Student record as sent on save): basic information with the staff
 * who handle the student, the profile sections (./profile-form), the consultation, additional notes and the parent.
 */
export type StudentFormValues = BasicFormValues & {
  /** staff_to_handle: ids, '' for none. */
  customer_service: string;
  sales_admin: string;
  /** 'YYYY-MM-DD' in the centre's time zone, '' for none. */
  date_of_consultation: string;
  consultation_notes: string;
  action_plans: string;
  /** meta.background: Additional Notes. */
  background: string;
  profile: ProfileFormValues;
  parent: ParentFormValues;
};

export function studentValuesOf(record: StudentRecord, zone = getCentreTimezone()): StudentFormValues {
  return {
    ...basicValuesOf(record, zone),
    customer_service: record.staff_to_handle.customer_service?._id ?? '',
    sales_admin: record.staff_to_handle.sales_admin?._id ?? '',
    date_of_consultation: record.date_of_consultation ? centreDayOf(record.date_of_consultation, zone) : '',
    consultation_notes: record.consultation_notes,
    action_plans: record.action_plans,
    background: record.meta.background,
    profile: profileValuesOf(record),
    parent: record.parent ? parentValuesOf(record.parent, zone) : newParentValues(),
  };
}

/** Only for tests and a student record that has nothing yet. */
export function newStudentValues(): StudentFormValues {
  return {
    ...newBasicValues(),
    customer_service: '',
    sales_admin: '',
    date_of_consultation: '',
    consultation_notes: '',
    action_plans: '',
    background: '',
    profile: newProfileValues(),
    parent: newParentValues(),
  };
}

/** What the form loaded, for a save to send only the profile parts that changed and the parent's meta as it knows it. */
export type LoadedStudent = { profile: ProfileFormValues; parentMeta?: Record<string, unknown> };

/**
 * The one request's body (PUT /admin/user/student/{id}): the student, the profile parts that changed, its
 * consultation (the date as the end of its centre day, ISO) and the parent. The counsellor-only parts go only from
 * the counsellor view.
 */
export function toStudentSave(
  values: StudentFormValues,
  counsellor: boolean,
  zone = getCentreTimezone(),
  loaded: LoadedStudent = { profile: values.profile },
): StudentSaveInput {
  return {
    ...changedProfileParts(values.profile, loaded.profile, counsellor),
    ...basicPayload(values, zone),
    staff_to_handle: {
      customer_service: values.customer_service || null,
      sales_admin: values.sales_admin || null,
    },
    date_of_consultation: values.date_of_consultation ? consultationInstant(values.date_of_consultation, zone) : null,
    consultation_notes: values.consultation_notes,
    action_plans: values.action_plans,
    meta: { background: values.background },
    parent: parentPayload(values.parent, counsellor, zone, loaded.parentMeta),
  };
}

/** Why Save waits (people-records §2, §5), in the spec's words; empty when it may be pressed. */
type SaveRequirements = { name: string; email: string; parent: { email: string } };

export function studentSaveBlockers(values: SaveRequirements): string[] {
  const blockers: string[] = [];
  if (!values.name.trim()) blockers.push(PEOPLE_MESSAGES.nameRequired);
  if (!values.email.trim()) blockers.push(PEOPLE_MESSAGES.emailRequired);
  if (!values.parent.email.trim()) blockers.push(PEOPLE_MESSAGES.parentEmailRequired);
  return blockers;
}

/** The parent's email may not be the student's own: one person cannot be both ('Parent email duplicated!'). */
export function parentEmailClash(values: SaveRequirements): boolean {
  const parent = values.parent.email.trim().toLowerCase();
  return parent !== '' && parent === values.email.trim().toLowerCase();
}

/** Where a payload path (zod's, or a server error's `field`) shows on the student's form. */
export function studentFieldFor(path: string): string | null {
  const field = path.replace(/^body\./, '');
  if (field.startsWith('parent.')) {
    const parentField = parentFieldFor(field.slice('parent.'.length));
    return parentField ? `parent.${parentField}` : null;
  }
  if (field === 'parent') return 'parent.email';
  const profileField = profileFieldFor(field);
  if (profileField) return profileField;
  if (field === 'staff_to_handle.customer_service') return 'customer_service';
  if (field === 'staff_to_handle.sales_admin') return 'sales_admin';
  if (field === 'meta.background') return 'background';
  if (field === 'date_of_consultation' || field === 'consultation_notes' || field === 'action_plans') return field;
  return basicFieldFor(field);
}

export function studentFormResolver(counsellor: boolean, zone: string, loaded: LoadedStudent): Resolver<StudentFormValues> {
  return async (values) => {
    const checks: Array<[string, string]> = [];
    if (!values.name.trim()) checks.push(['name', PEOPLE_MESSAGES.nameRequired]);
    if (!values.parent.email.trim()) checks.push(['parent.email', PEOPLE_MESSAGES.parentEmailRequired]);
    else if (parentEmailClash(values)) checks.push(['parent.email', PEOPLE_MESSAGES.parentEmailDuplicated]);
    const parsed = studentSaveSchema.safeParse(toStudentSave(values, counsellor, zone, loaded));
    const errors = errorsOf<StudentFormValues>(checks, parsed.success ? [] : parsed.error.issues, studentFieldFor);
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
