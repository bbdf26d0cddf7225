import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  orderCreateSchema,
  type OrderCreate,
  type OrderCreateInput,
} from '@backoffice/domain/orders';
import { PAYMENT_PLATFORM_BY_PROVIDER, type OrderType } from '@backoffice/domain/enums';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { optionalEmailSchema } from '@backoffice/domain/validation';

/** The create form's own fields; `toCreateInput` turns them into the creation payload of orderCreateSchema. */
export type OrderFormValues = {
  type: OrderType;
  email: string;
  name: string;
  phone_country_code: string;
  phone: string;
  class: string;
  /** The chosen lessons (always a run without holes) and the scheduled_on of the first and last of them. */
  lessonIds: string[];
  start_date: string;
  end_date: string;
  remark: string;
  discount_code: string;
  /** The chosen Agent user's id, picked by name in the agent combobox; null for none. */
  agent_id: string | null;
  is_renewal: boolean;
  channel: 'offline' | 'online';
  provider: '' | 'stripe' | 'hitpay';
  /** datetime-local text ('YYYY-MM-DDTHH:mm') in the centre's time zone. */
  completed_on: string;
};

const LOCAL_DATETIME = 'YYYY-MM-DDTHH:mm';

/** Now in the centre's time zone, as a datetime-local input shows it (spec §5: completed_on defaults to now). */
export function nowForInput(now: Date = new Date(), zone = getCentreTimezone()): string {
  return dayjs(now).tz(zone).format(LOCAL_DATETIME);
}

/** A datetime-local value read in the centre's time zone, as an ISO instant; undefined when it is not a date. */
export function inputToIso(value: string, zone = getCentreTimezone()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const instant = dayjs.tz(value, zone);
  return instant.isValid() ? instant.toISOString() : undefined;
}

export function defaultOrderFormValues(canCreateNormal: boolean, now: Date = new Date()): OrderFormValues {
  return {
    type: canCreateNormal ? 'PAYMENT' : 'TRIAL',
    email: '',
    name: '',
    phone_country_code: DEFAULT_PHONE_COUNTRY_CODE,
    phone: '',
    class: '',
    lessonIds: [],
    start_date: '',
    end_date: '',
    remark: '',
    discount_code: '',
    agent_id: null,
    is_renewal: false,
    channel: 'offline',
    provider: '',
    completed_on: nowForInput(now),
  };
}

/** The platform an online provider pays through (stripe → credit-card, hitpay → paynow), for the form to show. */
export function platformFor(channel: OrderFormValues['channel'], provider: OrderFormValues['provider']): string | null {
  return channel === 'online' && provider ? PAYMENT_PLATFORM_BY_PROVIDER[provider] : null;
}

/**
 * Whether the form asks for a payment. A user who may only create trials (without canCreateNormal) sees no Payment
 * section, so none is checked or sent: orderCreateSchema's default (offline, nothing paid) stands, not a 'completed now'
 * the user never saw.
 */
export type OrderFormOptions = { payment?: boolean };

/** The form's values as orderCreateSchema's input: empty optional fields left out, the time read in centre time. */
export function toCreateInput(values: OrderFormValues, { payment = true }: OrderFormOptions = {}): OrderCreateInput {
  const name = values.name.trim();
  return {
    type: values.type,
    email: values.email,
    ...(name ? { name } : {}),
    phone_country_code: values.phone_country_code,
    phone: values.phone,
    class: values.class,
    start_date: values.start_date,
    end_date: values.end_date,
    remark: values.remark,
    discount_code: values.discount_code,
    agent_id: values.agent_id,
    ...(payment
      ? {
          payment: {
            channel: values.channel,
            provider: values.channel === 'online' && values.provider ? values.provider : null,
            completed_on: inputToIso(values.completed_on),
          },
        }
      : {}),
    meta: { is_renewal: values.is_renewal },
  };
}

/** Where a payload path (from zod or from the server's error entries) shows on the form. */
export function formFieldFor(path: string): keyof OrderFormValues | null {
  const field = path.replace(/^body\./, '');
  switch (field) {
    case 'start_date':
    case 'end_date':
    case 'lessons':
    case 'lessonList':
      return 'lessonIds';
    case 'payment.provider':
    case 'payment.platform':
      return 'provider';
    case 'payment.channel':
      return 'channel';
    case 'payment.completed_on':
      return 'completed_on';
    case 'meta.is_renewal':
      return 'is_renewal';
    case 'agent':
      return 'agent_id';
    case 'type':
    case 'email':
    case 'name':
    case 'phone_country_code':
    case 'phone':
    case 'class':
    case 'remark':
    case 'discount_code':
    case 'agent_id':
      return field;
    default:
      return null;
  }
}

type ErrorMap = Partial<Record<keyof OrderFormValues, FieldError>>;

/** The checks of the form's own shapes, with the messages a user can act on. */
function formChecks(values: OrderFormValues, payment: boolean): ErrorMap {
  const errors: ErrorMap = {};
  // Empty passes the format check (spec §5); the create button stays disabled until an email is typed.
  const email = optionalEmailSchema.safeParse(values.email);
  if (!email.success) errors.email = { type: 'format', message: email.error.issues[0]?.message ?? '' };
  // An order still needs one: that is a missing value, not a badly written one.
  else if (email.data === '') errors.email = { type: 'required', message: "Enter the student's email" };
  if (!/^\d{1,4}$/.test(values.phone_country_code.trim())) {
    errors.phone_country_code = { type: 'format', message: 'Enter the country code as digits, e.g. 66' };
  }
  if (values.lessonIds.length === 0) errors.lessonIds = { type: 'required', message: 'Choose at least one lesson' };
  if (!payment) return errors;
  if (values.channel === 'online' && !values.provider) errors.provider = { type: 'required', message: 'Choose the payment provider' };
  if (!inputToIso(values.completed_on)) {
    errors.completed_on = { type: 'required', message: 'Enter when the payment was completed' };
  }
  return errors;
}

const createResolver = zodResolver(orderCreateSchema);

/**
 * react-hook-form's resolver for the create form: the form's own checks, then zodResolver(orderCreateSchema) on the
 * payload the values make, its errors moved onto the fields they concern (a text too long reads the schema's own
 * 'Remark must be at most 1,000 characters'). A valid form hands the normalised payload (discount code trimmed and
 * upper-cased, the online provider's platform filled in) to the submit handler. With `payment: false` the payment
 * fields are neither checked nor sent.
 */
export function orderFormResolver({ payment = true }: OrderFormOptions = {}): Resolver<OrderFormValues, unknown, OrderCreate> {
  return async (values, context, options) => {
    const errors = formChecks(values, payment);
    const result = await createResolver(toCreateInput(values, { payment }), context, {
      criteriaMode: options.criteriaMode,
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    });
    for (const [path, error] of flattenErrors(result.errors)) {
      const field = formFieldFor(path);
      if (field && !errors[field]) errors[field] = { type: error.type, message: error.message ?? '' };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<OrderFormValues> };
    return { values: result.values as OrderCreate, errors: {} };
  };
}

/** `{ payment: { provider: {message} } }` → [['payment.provider', {message}]]. */
function flattenErrors(errors: object, prefix = ''): Array<[string, FieldError]> {
  const found: Array<[string, FieldError]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).message === 'string') found.push([path, value as FieldError]);
    else found.push(...flattenErrors(value as object, path));
  }
  return found;
}
