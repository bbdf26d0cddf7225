import {
  COUNSELLOR_ONLY_PARENT_FIELDS,
  COUNSELLOR_ONLY_STUDENT_FIELDS,
  FAME_RATINGS,
  type ParentRecord,
  type StaffGridRow,
  type StudentGridRow,
  type StudentRecord,
  type TutorRecord,
} from '@backoffice/domain/people';
import { hasCapability } from '@backoffice/domain/capabilities';
import type { UserRef } from '@backoffice/domain/records';
import type { StaffGridDbRow, StudentGridDbRow, UserRefDbRow } from '../../db/repositories/people';
import type { UserRow } from '../../db/schema/users';
import type { Actor } from '../request-context';

/** The fuller grid and the counsellor's fields: the people.counsellorView capability (ARCHITECTURE §5). */
export function seesCounsellorView(actor: Actor): boolean {
  return hasCapability(actor.user, 'people.counsellorView');
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

export function toRef(row: UserRefDbRow | undefined): UserRef | null {
  return row ? { _id: row.id, name: row.name, email: row.email } : null;
}

function contactOf(row: UserRow) {
  const stored = asObject(row.contactPreference);
  return { contact: asText(stored.contact), others_type: asText(stored.others_type) };
}

function gender(row: { gender: string | null }): 'm' | 'f' | null {
  return row.gender === 'm' || row.gender === 'f' ? row.gender : null;
}

function basicOf(row: UserRow) {
  return {
    _id: row.id,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    dbid: row.dbid,
    gender: gender(row),
    date_of_birth: row.dateOfBirth,
    phone_country_code: row.phoneCountryCode,
    phone: row.phone,
    contact_preference: contactOf(row),
    facebook: row.facebook,
    line: row.line,
    is_active: row.isActive,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

function without(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

export function toParentRecord(
  row: UserRow,
  related: { salesAdmin: UserRefDbRow | undefined; children: UserRefDbRow[] },
  counsellor: boolean,
): ParentRecord {
  const meta = asObject(row.meta);
  return {
    _id: row.id,
    _type: 'Parent',
    salute: row.salute,
    name: row.name,
    email: row.email,
    gender: gender(row),
    dob: row.dateOfBirth,
    phone_country_code: row.phoneCountryCode,
    phone: row.phone,
    contact_preference: contactOf(row),
    facebook: row.facebook,
    line: row.line,
    sales_admin: toRef(related.salesAdmin),
    child: related.children.map((child) => ({ _id: child.id, name: child.name, email: child.email })),
    // The column is the renewal date's truth (the Renew tab sorts on it); meta mirrors it.
    meta: { ...(counsellor ? meta : without(meta, COUNSELLOR_ONLY_PARENT_FIELDS)), date_of_renewal: row.dateOfRenewal },
    is_active: row.isActive,
    updated: row.updated.toISOString(),
  };
}

/** The student profile's keys the record answers at its top level (issue 14's sections). */
const STUDENT_TOP_LEVEL = ['date_of_consultation', 'consultation_notes', 'action_plans', 'meta'] as const;

export function toStudentRecord(
  row: UserRow,
  related: { customerService: UserRefDbRow | undefined; salesAdmin: UserRefDbRow | undefined; parent: ParentRecord | null },
  counsellor: boolean,
): StudentRecord {
  const profile = asObject(row.profile);
  const rest = without(profile, STUDENT_TOP_LEVEL);
  return {
    ...basicOf(row),
    _type: 'Student',
    staff_to_handle: { customer_service: toRef(related.customerService), sales_admin: toRef(related.salesAdmin) },
    date_of_consultation: asText(profile.date_of_consultation),
    consultation_notes: asText(profile.consultation_notes) ?? '',
    action_plans: asText(profile.action_plans) ?? '',
    meta: { background: asText(asObject(profile.meta).background) ?? '' },
    school: row.school,
    level: row.level,
    profile: counsellor ? rest : without(rest, COUNSELLOR_ONLY_STUDENT_FIELDS),
    parent: related.parent,
  };
}

export function toTutorRecord(row: UserRow & { type: 'Tutor' | 'TA' }): TutorRecord & { _type: 'Tutor' | 'TA' } {
  const profile = asObject(row.profile);
  const credential = asObject(profile.credential);
  const years = Number(credential.year_of_exp);
  return {
    ...basicOf(row),
    _type: row.type,
    profile_pic: asText(profile.profile_pic),
    desc: asText(profile.desc) ?? '',
    subject: asStrings(profile.subject),
    // Years of experience read 0 when the record has none (people-records §4).
    credential: { year_of_exp: Number.isFinite(years) && years >= 0 ? years : 0, track_record: asStrings(credential.track_record) },
  };
}

export function toStudentGridRow(row: StudentGridDbRow, counsellor: boolean): StudentGridRow {
  const base: StudentGridRow = {
    _id: row.id,
    name: row.name,
    nickname: row.nickname,
    dbid: row.dbid,
    email: row.email,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
    is_active: row.isActive,
    parent:
      row.parentId === null
        ? null
        : {
            _id: row.parentId,
            name: row.parentName ?? '',
            email: row.parentEmail ?? '',
            phone: row.parentPhone,
            phone_country_code: row.parentPhoneCountryCode,
          },
  };
  if (!counsellor) return base;
  const grid = asObject(row.gridProfile);
  const famous = asText(grid.famous);
  return {
    ...base,
    examDate: asText(grid.examDate),
    punctual: asText(grid.punctual),
    cancelClass: asText(grid.cancelClass),
    questionEngagement: asText(grid.questionEngagement),
    grades: asText(grid.grades),
    courseType: asText(grid.courseType),
    examType: asText(grid.examType),
    famous: (FAME_RATINGS as readonly string[]).includes(famous ?? '') ? (famous as StudentGridRow['famous']) : null,
    amountPaid: asText(grid.amountPaid),
    amountFrequency: asText(grid.amountFrequency),
    date_of_birth: row.dateOfBirth,
    updated: row.updated.toISOString(),
  };
}

export function toStaffGridRow(row: StaffGridDbRow): StaffGridRow {
  return {
    _id: row.id,
    _type: row.type === 'TA' ? 'TA' : 'Tutor',
    name: row.name,
    dbid: row.dbid,
    gender: gender(row),
    email: row.email,
    is_active: row.isActive,
  };
}
