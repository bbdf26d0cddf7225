import type { UserRef } from '@backoffice/domain';
import type { ParentRecord, StaffGridRow, StudentGridRow, StudentRecord, TutorRecord } from '@backoffice/domain/people';

/** A uuid of the test data: the kind in its third group, the number at its end. */
export const uuid = (kind: number, n: number) => `30000000-0000-4000-${String(8000 + kind)}-${String(n).padStart(12, '0')}`;

const STAMP = '2026-11-20T03:00:00.000Z';

export const SALES_ADMIN: UserRef = { _id: uuid(1, 1), name: 'Sales Admin One', email: 'salesadmin@demo.test' };
export const CUST_SERVICE: UserRef = { _id: uuid(1, 2), name: 'Cust Service One', email: 'custservice@demo.test' };
export const HANDLERS = { sales_admin: [SALES_ADMIN], customer_service: [CUST_SERVICE] };

export function studentRowOf(n: number, overrides: Partial<StudentGridRow> = {}): StudentGridRow {
  return {
    _id: uuid(2, n),
    name: `Student ${n}`,
    nickname: `Nick ${n}`,
    dbid: `DB${n}`,
    email: `student${n}@demo.test`,
    phone: `81000${n}`,
    phone_country_code: '66',
    is_active: true,
    parent: { _id: uuid(3, n), name: `Parent ${n}`, email: `parent${n}@demo.test`, phone: null, phone_country_code: null },
    ...overrides,
  };
}

export function staffRowOf(n: number, overrides: Partial<StaffGridRow> = {}): StaffGridRow {
  return { _id: uuid(4, n), _type: 'Tutor', name: `Tutor ${n}`, dbid: `T${n}`, gender: 'f', email: `tutor${n}@demo.test`, is_active: true, ...overrides };
}

export function parentOf(n: number, overrides: Partial<ParentRecord> = {}): ParentRecord {
  return {
    _id: uuid(3, n),
    _type: 'Parent',
    salute: 'Mrs',
    name: `Parent ${n}`,
    email: `parent${n}@demo.test`,
    gender: 'f',
    dob: null,
    phone_country_code: '66',
    phone: null,
    contact_preference: { contact: 'line', others_type: null },
    facebook: null,
    line: null,
    sales_admin: SALES_ADMIN,
    child: [{ _id: uuid(2, n), name: `Student ${n}`, email: `student${n}@demo.test` }],
    meta: {},
    is_active: true,
    updated: STAMP,
    ...overrides,
  };
}

export function studentOf(n: number, overrides: Partial<StudentRecord> = {}): StudentRecord {
  return {
    _id: uuid(2, n),
    _type: 'Student',
    name: `Student ${n}`,
    nickname: `Nick ${n}`,
    email: `student${n}@demo.test`,
    dbid: `DB${n}`,
    gender: 'm',
    date_of_birth: '2010-05-04',
    phone_country_code: '66',
    phone: `81000${n}`,
    contact_preference: { contact: 'whatsapp', others_type: null },
    facebook: null,
    line: null,
    is_active: true,
    created: STAMP,
    updated: STAMP,
    staff_to_handle: { customer_service: CUST_SERVICE, sales_admin: null },
    date_of_consultation: null,
    consultation_notes: '',
    action_plans: '',
    meta: { background: '' },
    profile: {},
    parent: parentOf(n),
    ...overrides,
  };
}

export function tutorOf(n: number, overrides: Partial<TutorRecord> = {}): TutorRecord {
  return {
    _id: uuid(4, n),
    _type: 'Tutor',
    name: `Tutor ${n}`,
    nickname: null,
    email: `tutor${n}@demo.test`,
    dbid: null,
    gender: 'f',
    date_of_birth: null,
    phone_country_code: null,
    phone: null,
    contact_preference: { contact: null, others_type: null },
    facebook: null,
    line: null,
    is_active: true,
    created: STAMP,
    updated: STAMP,
    profile_pic: null,
    desc: '',
    subject: ['Math', 'Physics'],
    credential: { year_of_exp: 0, track_record: [] },
    ...overrides,
  };
}
