import { CLASS_MESSAGES } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import type { DbOrTx } from '../../db/types';
import type { StaffEntry } from '../../db/repositories/classes';
import { findUserRefsByIds } from '../../db/repositories/users';
import { badRequest } from '../../errors';

/**
 * 400 on `field` unless every id is a user of the type: a class's or lesson's tutors must be Tutor accounts and its
 * TAs TA accounts. A deactivated account still counts, so saving a class does not fail on a tutor who has left since.
 */
export async function assertStaffOfType(
  tx: DbOrTx,
  ids: readonly string[],
  type: 'Tutor' | 'TA',
  field: 'tutor' | 'ta',
): Promise<void> {
  if (ids.length === 0) return;
  const found = await findUserRefsByIds(tx, ids);
  const ofType = new Set(found.filter((user) => user.type === type).map((user) => user.id));
  if (ids.some((id) => !ofType.has(id))) {
    throw badRequest(type === 'Tutor' ? CLASS_MESSAGES.notATutor : CLASS_MESSAGES.notATA, field);
  }
}

/** A class's or lesson's staff, split into tutors and TAs (each list stays in the order given: by name). */
export function splitStaff(staff: readonly StaffEntry[]): { tutor: UserRef[]; ta: UserRef[] } {
  const ref = ({ _id, name, email }: StaffEntry): UserRef => ({ _id, name, email });
  return {
    tutor: staff.filter((entry) => entry.role === 'tutor').map(ref),
    ta: staff.filter((entry) => entry.role === 'ta').map(ref),
  };
}

/** The entries of an item that a change touched, for the audit log's before and after. */
export function pickChanged<T extends object>(item: T, keys: readonly string[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) {
    if (key in item) (picked as Record<string, unknown>)[key] = (item as Record<string, unknown>)[key];
  }
  return picked;
}
