import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  DEFAULT_SALUTE,
  type PAYMENT_MODES,
  centreDayOf,
  dateOfBirthInstant,
  type ParentInput,
  type ParentRecord,
} from '@backoffice/domain/people';
import { DISC_GROUPS, DISC_TRAITS, INTERESTED_TOPICS, type DiscGroup, type InterestedTopic } from '@backoffice/domain/student-profile';
import { contactPayload, contactValuesOf, newContactValues, type ContactFormValues } from './basic-form';

export type PaymentChoice = '' | Exclude<(typeof PAYMENT_MODES)[number], 'nil'>;
export const NETWORKING_CIRCLES = ['fb', 'website', 'friends', 'others'] as const;
export type NetworkingCircle = (typeof NETWORKING_CIRCLES)[number];

/** The parent's part of the student's form (people-records §2 Parent's Information, §3 Parent record). */
export type ParentFormValues = ContactFormValues & {
  salute: string;
  name: string;
  /** 'YYYY-MM-DD', '' for none. */
  dob: string;
  sales_admin: string;
  occupation_area: string;
  occupation_specific: string;
  family_background: string;
  networking: Record<NetworkingCircle, boolean>;
  networking_other: string;
  decision_father: boolean;
  decision_mother: boolean;
  topics: Record<InterestedTopic, boolean>;
  topics_other: string;
  /** 'YYYY-MM-DD', '' for none. */
  date_of_renewal: string;
  /** The counsellor view's: conflicts in family, the DISC grid and the payment mode. */
  conflict: string;
  character: Record<DiscGroup, Record<string, boolean>>;
  payment_mode: PaymentChoice;
};

function flags<K extends string>(keys: readonly K[], from?: Partial<Record<string, unknown>>): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, from?.[key] === true])) as Record<K, boolean>;
}

/** A student without a parent yet: salute Mr, country code 65, payment mode nil (§4). */
export function newParentValues(): ParentFormValues {
  return {
    ...newContactValues(),
    salute: DEFAULT_SALUTE,
    name: '',
    dob: '',
    sales_admin: '',
    occupation_area: '',
    occupation_specific: '',
    family_background: '',
    networking: flags(NETWORKING_CIRCLES),
    networking_other: '',
    decision_father: false,
    decision_mother: false,
    topics: flags(INTERESTED_TOPICS),
    topics_other: '',
    date_of_renewal: '',
    conflict: '',
    character: Object.fromEntries(DISC_GROUPS.map((group) => [group, flags(DISC_TRAITS[group])])) as ParentFormValues['character'],
    payment_mode: '',
  };
}

export function parentValuesOf(parent: ParentRecord, zone = getCentreTimezone()): ParentFormValues {
  const meta = parent.meta;
  const character = meta.parent_character ?? {};
  const payment = meta.payment_mode;
  return {
    ...contactValuesOf(parent),
    salute: parent.salute || DEFAULT_SALUTE,
    name: parent.name,
    dob: parent.dob ? centreDayOf(parent.dob, zone) : '',
    sales_admin: parent.sales_admin?._id ?? '',
    occupation_area: meta.occupation?.area ?? '',
    occupation_specific: meta.occupation?.specific ?? '',
    family_background: meta.family_background ?? '',
    networking: flags(NETWORKING_CIRCLES, meta.networking_circle),
    networking_other: meta.networking_circle?.others_type ?? '',
    decision_father: meta.decision_maker?.father === true,
    decision_mother: meta.decision_maker?.mother === true,
    topics: flags(INTERESTED_TOPICS, meta.interested_topics),
    topics_other: meta.interested_topics?.others_type ?? '',
    date_of_renewal: meta.date_of_renewal ?? '',
    conflict: meta.conflict ?? '',
    character: Object.fromEntries(
      DISC_GROUPS.map((group) => [group, flags(DISC_TRAITS[group], character[group])]),
    ) as ParentFormValues['character'],
    payment_mode: payment && payment !== 'nil' ? payment : '',
  };
}

// 'nil' is the payment mode's "none" (people-records §4).
const isEmpty = (value: unknown) => value === '' || value === false || value === null || value === undefined || value === 'nil';

/**
 * What of the meta to send: a value the stored meta does not have is left out while it is empty (an unticked flag, a
 * blank box), so opening a parent and saving without a change writes nothing new (the stored document keeps its
 * shape); anything the stored meta has is sent as the form holds it, so clearing it clears it.
 */
export function prunedMeta(meta: Record<string, unknown>, before: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    const stored = before[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const inner = prunedMeta(value as Record<string, unknown>, (stored ?? {}) as Record<string, unknown>);
      if (Object.keys(inner).length > 0 || stored !== undefined) out[key] = inner;
    } else if (!isEmpty(value) || stored !== undefined) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The parent as sent with the student. Without the counsellor view its three counsellor-only fields are not sent;
 * `before` is the stored parent's meta (see prunedMeta).
 */
export function parentPayload(
  values: ParentFormValues,
  counsellor: boolean,
  zone = getCentreTimezone(),
  before?: Record<string, unknown>,
): ParentInput {
  return {
    ...contactPayload(values),
    salute: values.salute,
    name: values.name,
    dob: values.dob ? dateOfBirthInstant(values.dob, zone) : null,
    sales_admin: values.sales_admin || null,
    meta: prunedMeta({
      occupation: { area: values.occupation_area, specific: values.occupation_specific },
      family_background: values.family_background,
      networking_circle: {
        ...values.networking,
        others_type: values.networking.others ? values.networking_other : '',
      },
      decision_maker: { father: values.decision_father, mother: values.decision_mother },
      interested_topics: { ...values.topics, others_type: values.topics.others ? values.topics_other : '' },
      date_of_renewal: values.date_of_renewal || null,
      ...(counsellor
        ? {
            conflict: values.conflict,
            parent_character: { ...values.character },
            payment_mode: values.payment_mode === '' ? 'nil' : values.payment_mode,
          }
        : {}),
    }, before),
  };
}

const PARENT_TEXT = ['salute', 'name', 'email', 'password', 'gender', 'phone_country_code', 'phone', 'facebook', 'line', 'sales_admin', 'dob'];

/** Where a path of the parent's payload (under `parent.`) shows among the parent's fields. */
export function parentFieldFor(path: string): string | null {
  if (PARENT_TEXT.includes(path)) return path;
  if (path === 'contact_preference.others_type') return 'contact_other';
  if (path.startsWith('contact_preference')) return 'contact';
  const meta: Record<string, string> = {
    'meta.occupation.area': 'occupation_area',
    'meta.occupation.specific': 'occupation_specific',
    'meta.family_background': 'family_background',
    'meta.networking_circle.others_type': 'networking_other',
    'meta.interested_topics.others_type': 'topics_other',
    'meta.date_of_renewal': 'date_of_renewal',
    'meta.conflict': 'conflict',
    'meta.payment_mode': 'payment_mode',
  };
  return meta[path] ?? null;
}
