import { PATHS } from '@backoffice/domain/paths';
import { can } from '@backoffice/domain/permissions';
import {
  centreDayOf,
  consultationInstant,
  COUNSELLOR_ONLY_PARENT_FIELDS,
  PEOPLE_MESSAGES,
  type ParentSave,
  type StudentSave,
  type TutorSave,
} from '@backoffice/domain/people';
import { COUNSELLOR_PROFILE_KEYS, PROFILE_DOCUMENT_KEYS } from '@backoffice/domain/student-profile';
import { endAllSessions, findUserIdByDbid, lockUserByEmail } from '../../db/repositories/people';
import { findUserRefsByIds } from '../../db/repositories/users';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import type { Tx } from '../../db/types';
import { badRequest, conflict, forbidden } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../orders/errors';
import type { RequestContext } from '../request-context';
import { seesCounsellorView } from './to-people';

/**
 * What a save of a user record changes, worked out against the stored row before anything is written: the columns to
 * set, and the changed fields before and after for the audit record. A value the form sends back as it was loaded is
 * no change (empty text and null alike, an email in other case, a day sent as its start or end instant), so opening a
 * record and saving it writes nothing.
 */
export class Changes {
  readonly patch: Partial<NewUserRow> = {};
  readonly before: Record<string, unknown> = {};
  readonly after: Record<string, unknown> = {};
  /** Users whose sessions this save ends (deactivated, re-typed, a new password): forgotten by the session cache after commit. */
  readonly endsSessions: string[] = [];

  column<K extends keyof NewUserRow>(key: K, label: string, previous: unknown, next: NewUserRow[K] | undefined): void {
    if (next === undefined || same(previous, next)) return;
    this.patch[key] = next;
    this.before[label] = previous ?? null;
    this.after[label] = next;
  }

  note(label: string, before: unknown, after: unknown): void {
    this.before[label] = before;
    this.after[label] = after;
  }

  get changed(): boolean {
    return Object.keys(this.patch).length > 0;
  }
}

/** Empty text, null, undefined and an empty object all read as "not set"; object keys in a stable order. */
function normalised(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, normalised(item)] as const)
      .filter(([, item]) => item !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return value;
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

/** A jsonb document (profile, meta) being edited: only keys whose value really changes are set. */
export class DocumentDraft {
  readonly #draft: Record<string, unknown>;
  readonly #before: Record<string, unknown> = {};
  readonly #after: Record<string, unknown> = {};

  constructor(private readonly stored: unknown) {
    this.#draft = asObject(stored);
  }

  set(key: string, value: unknown): void {
    if (value === undefined || same(this.#draft[key], value)) return;
    this.#before[key] = asObject(this.stored)[key] ?? null;
    this.#draft[key] = value;
    this.#after[key] = value;
  }

  /** Puts the document in the changes under `column` when one of its keys changed. */
  finish(changes: Changes, column: 'profile' | 'meta', label: string): void {
    if (Object.keys(this.#after).length === 0) return;
    changes.patch[column] = this.#draft;
    changes.before[label] = this.#before;
    changes.after[label] = this.#after;
  }
}

/** The passwords of a save, hashed before its transaction opens (argon2 takes tens of milliseconds). */
export type PasswordHashes = { user?: string; parent?: string };

export async function hashPasswords(body: { password?: string; parent?: { password?: string } | undefined }): Promise<PasswordHashes> {
  const [user, parent] = await Promise.all([
    body.password ? hashPassword(body.password) : undefined,
    body.parent?.password ? hashPassword(body.parent.password) : undefined,
  ]);
  return { ...(user ? { user } : {}), ...(parent ? { parent } : {}) };
}

type BasicInput = Partial<
  Pick<
    StudentSave,
    | 'name'
    | 'nickname'
    | 'email'
    | 'dbid'
    | 'gender'
    | 'date_of_birth'
    | 'phone_country_code'
    | 'phone'
    | 'contact_preference'
    | 'facebook'
    | 'line'
    | 'is_active'
  >
>;

/** A day the form sent (its start or end instant, or the day) as the centre day a `date` column holds. */
function dayOf(value: string | null | undefined, ctx: RequestContext): string | null | undefined {
  if (value === undefined || value === null) return value;
  return centreDayOf(value, ctx.timezone);
}

/**
 * The basic information of any record: name, contact, dbid (read-only once set), the password (only when sent) and
 * the active flag (canManage; deactivating ends the user's sessions). Checks what must be unique before writing.
 */
export async function applyBasics(
  tx: Tx,
  ctx: RequestContext,
  changes: Changes,
  before: UserRow | undefined,
  input: BasicInput,
  options: { passwordHash: string | undefined; emailDuplicated: string; emailField: string; dbidField: string },
): Promise<void> {
  changes.column('name', 'name', before?.name, input.name);
  changes.column('nickname', 'nickname', before?.nickname, input.nickname);
  if (input.email !== undefined && before?.email.toLowerCase() !== input.email) {
    const owner = await lockUserByEmail(tx, input.email);
    if (owner && owner.id !== before?.id) throw conflict(options.emailDuplicated, options.emailField);
    changes.column('email', 'email', before?.email, input.email);
  }
  if (input.dbid !== undefined) {
    const stored = before?.dbid ?? null;
    if (stored !== null && stored !== '' && !same(stored, input.dbid)) throw badRequest(PEOPLE_MESSAGES.dbidReadOnly, options.dbidField);
    if (input.dbid !== null && !same(stored, input.dbid)) {
      const holder = await findUserIdByDbid(tx, input.dbid);
      if (holder && holder !== before?.id) throw conflict(PEOPLE_MESSAGES.dbidDuplicated, options.dbidField);
      changes.column('dbid', 'dbid', stored, input.dbid);
    }
  }
  changes.column('gender', 'gender', before?.gender, input.gender);
  changes.column('dateOfBirth', 'date_of_birth', before?.dateOfBirth, dayOf(input.date_of_birth, ctx));
  changes.column('phoneCountryCode', 'phone_country_code', before?.phoneCountryCode, input.phone_country_code);
  changes.column('phone', 'phone', before?.phone, input.phone);
  changes.column('contactPreference', 'contact_preference', before?.contactPreference, input.contact_preference);
  changes.column('facebook', 'facebook', before?.facebook, input.facebook);
  changes.column('line', 'line', before?.line, input.line);
  if (options.passwordHash) {
    changes.patch.passwordHash = options.passwordHash;
    // Never the hash in the audit: that it changed is the fact.
    changes.note('password', null, 'changed');
    if (before) changes.endsSessions.push(before.id);
  }
  if (input.is_active !== undefined && input.is_active !== (before?.isActive ?? true)) {
    requireManage(ctx);
    changes.column('isActive', 'is_active', before?.isActive ?? true, input.is_active);
    if (before && !input.is_active) changes.endsSessions.push(before.id);
  }
}

/** Creating users, deactivating or re-typing one: canManage on /user (Partner may not). */
export function requireManage(ctx: RequestContext): void {
  if (!can(ctx.actor.role, PATHS.user, 'canManage')) throw forbidden();
}

/** The handlers sent are users of the right type; an unchanged one is not looked at again (it may have left since). */
async function checkHandlers(
  tx: Tx,
  wanted: Array<{ id: string | null | undefined; stored: string | null | undefined; type: string; message: string; field: string }>,
): Promise<void> {
  const changed = wanted.filter((entry) => entry.id && entry.id !== entry.stored);
  if (changed.length === 0) return;
  const found = await findUserRefsByIds(tx, changed.map((entry) => entry.id!));
  for (const entry of changed) {
    if (!found.some((row) => row.id === entry.id && row.type === entry.type)) throw badRequest(entry.message, entry.field);
  }
}

/** A student's own parts (people-records §3): handlers, consultation, additional notes. Returns the consultation to create. */
export async function applyStudent(
  tx: Tx,
  ctx: RequestContext,
  changes: Changes,
  before: UserRow | undefined,
  input: Partial<StudentSave>,
  passwordHash: string | undefined,
): Promise<{ consultationDate: Date | null }> {
  await applyBasics(tx, ctx, changes, before, input, {
    passwordHash,
    emailDuplicated: PEOPLE_MESSAGES.emailDuplicated,
    emailField: 'email',
    dbidField: 'dbid',
  });
  const handlers = input.staff_to_handle;
  if (handlers) {
    await checkHandlers(tx, [
      {
        id: handlers.customer_service,
        stored: before?.customerServiceId,
        type: 'CustService',
        message: PEOPLE_MESSAGES.customerServiceUnknown,
        field: 'staff_to_handle.customer_service',
      },
      {
        id: handlers.sales_admin,
        stored: before?.salesAdminId,
        type: 'SalesAdmin',
        message: PEOPLE_MESSAGES.salesAdminUnknown,
        field: 'staff_to_handle.sales_admin',
      },
    ]);
    changes.column('customerServiceId', 'staff_to_handle.customer_service', before?.customerServiceId, handlers.customer_service);
    changes.column('salesAdminId', 'staff_to_handle.sales_admin', before?.salesAdminId, handlers.sales_admin);
  }

  const profile = new DocumentDraft(before?.profile);
  const storedProfile = asObject(before?.profile);
  let consultationDate: Date | null = null;
  if (input.date_of_consultation !== undefined) {
    // The end of the centre day (people-records §5), whatever instant of it the form sent.
    const next = input.date_of_consultation === null ? null : consultationInstant(centreDayOf(input.date_of_consultation, ctx.timezone), ctx.timezone);
    const stored = typeof storedProfile.date_of_consultation === 'string' ? storedProfile.date_of_consultation : null;
    const sameDay = next !== null && stored !== null && centreDayOf(stored, ctx.timezone) === centreDayOf(next, ctx.timezone);
    if (!sameDay && !(next === null && stored === null)) {
      profile.set('date_of_consultation', next);
      // A new consultation date is a consultation held (§4); clearing the date records none.
      if (next !== null) consultationDate = new Date(next);
    }
  }
  profile.set('consultation_notes', input.consultation_notes);
  profile.set('action_plans', input.action_plans);
  if (input.meta?.background !== undefined) {
    const meta = asObject(storedProfile.meta);
    if (!same(meta.background, input.meta.background)) profile.set('meta', { ...meta, background: input.meta.background });
  }
  applyProfileSections(ctx, changes, before, input, profile, storedProfile);
  profile.finish(changes, 'profile', 'profile');
  return { consultationDate };
}

/**
 * The profile sections (people-records §2 Student profile form sections): school and level are columns, the rest
 * parts of the profile document. A part sent is laid over the stored one key by key, so keys the form does not know
 * (the career-consultation flag, an older form's) stay; the counsellor view's parts are written only for a caller
 * with people.counsellorView, as no one else was shown them.
 */
function applyProfileSections(
  ctx: RequestContext,
  changes: Changes,
  before: UserRow | undefined,
  input: Partial<StudentSave>,
  profile: DocumentDraft,
  storedProfile: Record<string, unknown>,
): void {
  changes.column('school', 'school', before?.school, input.school);
  changes.column('level', 'level', before?.level, input.level);
  const counsellor = seesCounsellorView(ctx.actor);
  for (const key of PROFILE_DOCUMENT_KEYS) {
    const sent = input[key];
    if (sent === undefined) continue;
    if (!counsellor && (COUNSELLOR_PROFILE_KEYS as readonly string[]).includes(key)) continue;
    profile.set(key, laidOver(storedProfile[key], sent));
  }
}

/** `sent` over `stored`: objects key by key (recursively), anything else replaced. */
function laidOver(stored: unknown, sent: unknown): unknown {
  const isPlain = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isPlain(stored) || !isPlain(sent)) return sent;
  const result = { ...(stored as Record<string, unknown>) };
  for (const [key, value] of Object.entries(sent as Record<string, unknown>)) {
    if (value !== undefined) result[key] = laidOver(result[key], value);
  }
  return result;
}

/** A tutor's or TA's own parts (people-records §3 Tutor record). */
export async function applyTutor(
  tx: Tx,
  ctx: RequestContext,
  changes: Changes,
  before: UserRow | undefined,
  input: Partial<TutorSave>,
  passwordHash: string | undefined,
): Promise<void> {
  await applyBasics(tx, ctx, changes, before, input, {
    passwordHash,
    emailDuplicated: PEOPLE_MESSAGES.emailDuplicated,
    emailField: 'email',
    dbidField: 'dbid',
  });
  const profile = new DocumentDraft(before?.profile);
  profile.set('profile_pic', input.profile_pic);
  profile.set('desc', input.desc);
  profile.set('subject', input.subject);
  if (input.credential) {
    const stored = asObject(asObject(before?.profile).credential);
    const next = { ...stored, year_of_exp: input.credential.year_of_exp, track_record: input.credential.track_record };
    // A record without years of experience reads 0 (§4): sending 0 back is no change.
    const storedYears = typeof stored.year_of_exp === 'number' ? stored.year_of_exp : 0;
    if (storedYears !== next.year_of_exp || !same(stored.track_record ?? [], next.track_record)) profile.set('credential', next);
  }
  profile.finish(changes, 'profile', 'profile');
}

/**
 * A parent's fields (people-records §3 Parent record). The counsellor view's (conflict, parent_character,
 * payment_mode) are written only for a caller with people.counsellorView; anyone else's values for them are ignored,
 * as the record they loaded did not show them. The renewal date is also the column the Renew tab reads.
 */
export async function applyParent(
  tx: Tx,
  ctx: RequestContext,
  changes: Changes,
  before: UserRow | undefined,
  input: Partial<ParentSave>,
  passwordHash: string | undefined,
  options: { emailField: string; fieldPrefix: string },
): Promise<void> {
  changes.column('salute', 'salute', before?.salute, input.salute);
  await applyBasics(
    tx,
    ctx,
    changes,
    before,
    { ...input, date_of_birth: input.dob },
    {
      passwordHash,
      emailDuplicated: PEOPLE_MESSAGES.parentEmailDuplicated,
      emailField: options.emailField,
      dbidField: `${options.fieldPrefix}dbid`,
    },
  );
  if (input.sales_admin !== undefined) {
    await checkHandlers(tx, [
      {
        id: input.sales_admin,
        stored: before?.salesAdminId,
        type: 'SalesAdmin',
        message: PEOPLE_MESSAGES.salesAdminUnknown,
        field: `${options.fieldPrefix}sales_admin`,
      },
    ]);
    changes.column('salesAdminId', 'sales_admin', before?.salesAdminId, input.sales_admin);
  }
  if (input.meta) {
    const counsellor = seesCounsellorView(ctx.actor);
    const meta = new DocumentDraft(before?.meta);
    for (const [key, value] of Object.entries(input.meta)) {
      if (!counsellor && (COUNSELLOR_ONLY_PARENT_FIELDS as readonly string[]).includes(key)) continue;
      if (key === 'date_of_renewal') continue;
      meta.set(key, value);
    }
    if (input.meta.date_of_renewal !== undefined && !same(before?.dateOfRenewal, input.meta.date_of_renewal)) {
      meta.set('date_of_renewal', input.meta.date_of_renewal);
      changes.column('dateOfRenewal', 'date_of_renewal', before?.dateOfRenewal, input.meta.date_of_renewal);
    }
    meta.finish(changes, 'meta', 'meta');
  }
}

/** Ends the sessions a save calls for, in its transaction. */
export async function endSessions(tx: Tx, ctx: RequestContext, changes: Changes, reason: string): Promise<void> {
  for (const userId of new Set(changes.endsSessions)) await endAllSessions(tx, userId, reason, ctx.now);
}

/** A write refused by a unique index another request won: the same answer as the check before it would have given. */
export async function uniqueOr409<T>(write: () => Promise<T>, messages: { email: [string, string]; dbid: string }): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(messages.email[0], messages.email[1]);
    if (isUniqueViolation(error, 'users_dbid_unique')) throw conflict(PEOPLE_MESSAGES.dbidDuplicated, messages.dbid);
    throw error;
  }
}
