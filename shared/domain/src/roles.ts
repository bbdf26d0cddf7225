/** Every `_type` a user record can have. */
export const USER_TYPES = [
  'Student',
  'TA',
  'Tutor',
  'Agent',
  'CustService',
  'SalesAdmin',
  'SuperAdmin',
  'DataAdmin',
  'Partner',
  'Parent',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Staff roles that may sign in. Student, TA and Parent records exist as data only. */
export const STAFF_ROLES = [
  'SuperAdmin',
  'DataAdmin',
  'SalesAdmin',
  'CustService',
  'Agent',
  'Partner',
  'Tutor',
] as const satisfies readonly UserType[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(type: string): type is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(type);
}
