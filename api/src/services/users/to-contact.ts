import type { ContactRow } from '../../db/repositories/users';

/** The contact fields every list of students answers with. */
export function toContact(row: ContactRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
  };
}
