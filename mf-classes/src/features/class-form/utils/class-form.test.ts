import { CLASS_MESSAGES, classCreateSchema } from '@backoffice/domain/classes';
import { classInputOf, classOf, TAS, TUTORS } from '../../../test/factories';
import {
  FORM_MESSAGES,
  classFormResolver,
  classToFormValues,
  combineCentreDateTime,
  defaultClassFormValues,
  formFieldFor,
  hasChanges,
  isClassFormComplete,
  missingFields,
  toCreateInput,
  toUpdateInput,
  type ClassFormValues,
} from './class-form';

const ZONE = 'Asia/Bangkok';

function filled(overrides: Partial<ClassFormValues> = {}): ClassFormValues {
  return {
    ...defaultClassFormValues(),
    name: '  IELTS Intensive  ',
    subject: ' English ',
    start_day: '2026-12-01',
    start_clock: '09:00',
    end_day: '2027-02-28',
    end_clock: '18:30',
    schedule_start: '16:00',
    schedule_end: '18:00',
    date_of_week: ' Monday, Wednesday ',
    level: ['secondary-3'],
    tutor: [TUTORS[0]!],
    ...overrides,
  };
}

async function resolve(values: ClassFormValues) {
  const resolver = classFormResolver(ZONE);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('class form values', () => {
  it("start from the spec's defaults: max_cap 20, rate 18, SGD, SG, Workshop, listed, active", () => {
    expect(defaultClassFormValues()).toMatchObject({
      max_cap: '20',
      rate: '18',
      currency: 'SGD',
      country: 'SG',
      class_type: 'Workshop',
      is_listed: true,
      is_active: true,
      is_free: false,
      level: [],
      tutor: [],
      ta: [],
    });
  });

  it('are incomplete until every field but desc and ta is filled; whitespace is empty', () => {
    expect(missingFields(defaultClassFormValues()).sort()).toEqual(
      ['date_of_week', 'end_clock', 'end_day', 'level', 'name', 'schedule_end', 'schedule_start', 'start_clock', 'start_day', 'subject', 'tutor'].sort(),
    );
    expect(isClassFormComplete(filled({ desc: '', ta: [] }))).toBe(true);
    expect(missingFields(filled({ name: '   ' }))).toEqual(['name']);
    expect(missingFields(filled({ currency: '' }))).toEqual(['currency']);
    expect(missingFields(filled({ max_cap: ' ' }))).toEqual(['max_cap']);
    expect(missingFields(filled({ tutor: [] }))).toEqual(['tutor']);
    expect(missingFields(filled({ level: [] }))).toEqual(['level']);
  });

  it('combine a centre day and time into an ISO instant', () => {
    expect(combineCentreDateTime('2026-12-01', '09:00', ZONE)).toBe('2026-12-01T02:00:00.000Z');
    expect(combineCentreDateTime('2026-12-01', '09:00', 'Asia/Singapore')).toBe('2026-12-01T01:00:00.000Z');
    expect(combineCentreDateTime('2026-12-01', '', ZONE)).toBeUndefined();
    expect(combineCentreDateTime('', '09:00', ZONE)).toBeUndefined();
  });
});

describe('toCreateInput', () => {
  it('trims text, sends ISO dates in centre time, levels once, tutors as ids and no TA as null', () => {
    const payload = toCreateInput(filled({ level: ['secondary-3', 'secondary-3', 'advanced'], currency: ' sgd ', rate: '18.5' }), ZONE);
    expect(payload).toEqual(
      classInputOf({
        // Trimmed text first, then the ISO dates, the levels sent once and the people as ids, as the test's name says.
        name: 'IELTS Intensive',
        subject: 'English',
        currency: 'sgd',
        desc: '',
        rate: 18.5,
        start_date: '2026-12-01T02:00:00.000Z',
        end_date: '2027-02-28T11:30:00.000Z',
        level: ['secondary-3', 'advanced'],
        tutor: [TUTORS[0]!._id],
        ta: null,
      }),
    );
    expect(classCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the TAs as ids when there are some', () => {
    expect(toCreateInput(filled({ ta: [TAS[0]!, TAS[1]!] }), ZONE).ta).toEqual([TAS[0]!._id, TAS[1]!._id]);
  });
});

describe('toUpdateInput', () => {
  const item = classOf(1, { tutor: [TUTORS[0]!, TUTORS[1]!], ta: [TAS[0]!], desc: '<p>Old</p>' });
  const initial = classToFormValues(item, ZONE);

  it('reads a class into the form in centre time', () => {
    expect(initial).toMatchObject({ start_day: '2026-12-01', start_clock: '09:00', end_day: '2027-02-28', end_clock: '18:00', max_cap: '20', rate: '18' });
  });

  it('sends only _id when nothing changed, and hasChanges says so', () => {
    expect(toUpdateInput(initial, { ...initial }, item._id, ZONE)).toEqual({ _id: item._id });
    expect(hasChanges(initial, { ...initial, name: ` ${initial.name} ` }, ZONE)).toBe(false);
    // The same tutors in another order are the same tutors.
    expect(hasChanges(initial, { ...initial, tutor: [...initial.tutor].reverse() }, ZONE)).toBe(false);
  });

  it('sends _id and the changed fields, trimmed; the schedule whole; a changed end as ISO', () => {
    const values: ClassFormValues = {
      ...initial,
      name: '  Renamed ',
      schedule_end: '18:30',
      end_clock: '19:00',
      is_featured: true,
      ta: [],
      desc: '<p>New</p>',
    };
    expect(toUpdateInput(initial, values, item._id, ZONE)).toEqual({
      _id: item._id,
      name: 'Renamed',
      desc: '<p>New</p>',
      end_date: '2027-02-28T12:00:00.000Z',
      schedule: { start_time: '16:00', end_time: '18:30', date_of_week: 'Monday, Wednesday' },
      is_featured: true,
      ta: null,
    });
  });
});

describe('classFormResolver', () => {
  it('passes a complete form', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
  });

  it('says what is wrong, on the field it concerns', async () => {
    const result = await resolve(
      filled({ name: ' ', end_day: '2026-11-30', schedule_end: '15:00', max_cap: '2.5', rate: '-1', level: [], tutor: [] }),
    );
    const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
    expect(messages).toEqual({
      name: CLASS_MESSAGES.nameRequired,
      end_day: CLASS_MESSAGES.endBeforeStart,
      schedule_end: CLASS_MESSAGES.endBeforeStart,
      max_cap: FORM_MESSAGES.maxCapInvalid,
      rate: FORM_MESSAGES.rateInvalid,
      level: CLASS_MESSAGES.levelRequired,
      tutor: FORM_MESSAGES.tutorRequired,
    });
  });

  it("says a text is too long with the contract's max message, not the required one", async () => {
    const long = (n: number) => 'x'.repeat(n);
    const result = await resolve(
      filled({ name: long(256), subject: long(256), date_of_week: long(256), class_type: long(256), country: long(51), currency: long(11) }),
    );
    const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
    expect(messages).toEqual({
      name: 'Class name must be at most 255 characters',
      subject: 'Subject must be at most 255 characters',
      date_of_week: 'Day of week must be at most 255 characters',
      class_type: 'Class type must be at most 255 characters',
      country: 'Country must be at most 50 characters',
      currency: 'Currency must be at most 10 characters',
    });
    expect((await resolve(filled({ name: long(255) }))).errors).toEqual({});
  });

  it('refuses a level that is not a known tag with the contract message', async () => {
    const result = await resolve(filled({ level: ['secondary-3', 'secondary-9'] }));
    expect(result.errors.level?.message).toBe(CLASS_MESSAGES.levelInvalid);
  });
});

describe('formFieldFor', () => {
  it('places payload paths and server fields on the form', () => {
    expect(formFieldFor('start_date')).toBe('start_day');
    expect(formFieldFor('body.end_date')).toBe('end_day');
    expect(formFieldFor('schedule.start_time')).toBe('schedule_start');
    expect(formFieldFor('schedule.date_of_week')).toBe('date_of_week');
    expect(formFieldFor('level.1')).toBe('level');
    expect(formFieldFor('tutor')).toBe('tutor');
    expect(formFieldFor('name')).toBe('name');
    expect(formFieldFor('_id')).toBeNull();
    expect(formFieldFor('lesson')).toBeNull();
  });
});
