import { describe, expect, it } from '@jest/globals';
import type { ResolverOptions } from 'react-hook-form';
import { TEXT_MAX, tooLongMessage } from '@backoffice/domain/text';
import { AGENTS, CLASSES, lessonsOf } from '../../../test/factories';
import {
  defaultOrderFormValues,
  formFieldFor,
  inputToIso,
  nowForInput,
  orderFormResolver,
  platformFor,
  type OrderFormValues,
} from './order-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<OrderFormValues>;

const filled = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...defaultOrderFormValues(true, new Date('2026-11-21T03:00:00.000Z')),
  email: 'New.Student@Demo.test',
  class: CLASSES.ielts._id,
  lessonIds: [lessonsOf(1)[0]!._id],
  start_date: '2026-12-01T02:00:00.000Z',
  end_date: '2026-12-15T02:00:00.000Z',
  remark: 'NEW',
  ...overrides,
});

/** What the resolver makes of the filled form with these changes (for a user who may record payments, unless told). */
const resolve = (overrides: Partial<OrderFormValues>, resolverOptions?: Parameters<typeof orderFormResolver>[0]) =>
  orderFormResolver(resolverOptions)(filled(overrides), undefined, options);

describe('the create form', () => {
  it('starts with type PAYMENT, or TRIAL without canCreateNormal, country code 66, offline, paid now in centre time', () => {
    const now = new Date('2026-11-21T17:45:00.000Z');
    expect(defaultOrderFormValues(true, now)).toMatchObject({
      type: 'PAYMENT',
      phone_country_code: '66',
      channel: 'offline',
      completed_on: '2026-11-22T00:45',
    });
    expect(defaultOrderFormValues(false, now).type).toBe('TRIAL');
    expect(nowForInput(now)).toBe('2026-11-22T00:45');
  });

  it('reads the payment time in the centre time zone and sends it as ISO', () => {
    expect(inputToIso('2026-12-01T09:30')).toBe('2026-12-01T02:30:00.000Z');
    expect(inputToIso('')).toBeUndefined();
    expect(inputToIso('yesterday')).toBeUndefined();
  });

  it("checks the email's format only when there is one", async () => {
    const invalid = await resolve({ email: 'not-an-email' });
    expect(invalid.errors.email?.message).toBe('You have entered an invalid email');
    const empty = await resolve({ email: '' });
    expect(empty.errors.email).toMatchObject({ type: 'required', message: "Enter the student's email" });
  });

  it('hands the normalised payload to the submit handler', async () => {
    const result = await resolve({ discount_code: '  early10 ', channel: 'online', provider: 'hitpay', completed_on: '2026-11-21T10:00', is_renewal: true });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      type: 'PAYMENT',
      email: 'new.student@demo.test',
      phone_country_code: '66',
      phone: '',
      class: CLASSES.ielts._id,
      start_date: '2026-12-01T02:00:00.000Z',
      end_date: '2026-12-15T02:00:00.000Z',
      remark: 'NEW',
      discount_code: 'EARLY10',
      agent_id: null,
      payment: { channel: 'online', provider: 'hitpay', platform: 'paynow', completed_on: '2026-11-21T03:00:00.000Z' },
      meta: { is_renewal: true },
    });
  });

  it('asks for a provider when paying online and at least one lesson', async () => {
    const result = await resolve({ channel: 'online', provider: '', lessonIds: [], start_date: '', end_date: '' });
    expect(result.errors.provider?.message).toBe('Choose the payment provider');
    expect(result.errors.lessonIds?.message).toBe('Choose at least one lesson');
  });

  it('sends no payment, and checks none, for a user who may only create trials', async () => {
    const result = await resolve({ type: 'TRIAL', channel: 'online', provider: '', completed_on: '', agent_id: AGENTS.pongsakorn._id }, { payment: false });
    expect(result.errors).toEqual({});
    // orderCreateSchema's default: offline, nothing paid.
    expect(result.values).toMatchObject({
      type: 'TRIAL',
      agent_id: AGENTS.pongsakorn._id,
      payment: { channel: 'offline', provider: null, platform: null, completed_on: null },
    });
  });

  it("puts the schema's own message under a text that is too long", async () => {
    const result = await resolve({ remark: 'x'.repeat(TEXT_MAX.remark + 1), name: 'ก'.repeat(TEXT_MAX.name + 1) });
    expect(result.errors.remark?.message).toBe(tooLongMessage('Remark', TEXT_MAX.remark));
    expect(result.errors.name?.message).toBe(tooLongMessage('Name', TEXT_MAX.name));
  });

  it('maps providers to platforms and payload paths to fields', () => {
    expect(platformFor('online', 'stripe')).toBe('credit-card');
    expect(platformFor('online', 'hitpay')).toBe('paynow');
    expect(platformFor('offline', 'stripe')).toBeNull();
    expect(formFieldFor('payment.provider')).toBe('provider');
    expect(formFieldFor('start_date')).toBe('lessonIds');
    expect(formFieldFor('email')).toBe('email');
    expect(formFieldFor('somethingElse')).toBeNull();
  });
});
