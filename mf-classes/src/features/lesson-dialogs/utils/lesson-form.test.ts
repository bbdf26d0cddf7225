import { lessonCreateSchema, lessonUpdateSchema, type LessonDetail } from '@backoffice/domain/classes';
import { A_SATURDAY, IELTS, lessonOf, TUTORS } from '../../../test/factories';
import {
  changedLessonFields,
  defaultLessonValues,
  lessonFieldsOf,
  lessonFormSchema,
  lessonTimes,
  lessonToFormValues,
  scheduleMinutes,
  toLessonFields,
  type LessonFormValues,
} from './lesson-form';

// Mondays 16:30–18:00, seen on a Saturday.
const { schedule } = IELTS;
const now = A_SATURDAY;

describe('defaultLessonValues', () => {
  it('is active, released, Offline and meeting, on the class day at the schedule start, as long as the schedule', () => {
    expect(defaultLessonValues(schedule, now)).toEqual({
      name: '',
      desc: '',
      is_active: true,
      is_released: true,
      hosting_platform: 'Offline',
      hosting_type: 'meeting',
      tutor: [],
      ta: [],
      term: '',
      index: '',
      date: '2026-11-23',
      start_time: '16:30',
      duration: '90',
    });
  });

  it('lasts an hour when the schedule does not give a length', () => {
    expect(defaultLessonValues({ ...schedule, end_time: '16:30' }, now).duration).toBe('60');
    expect(defaultLessonValues({ start_time: 'tbc', end_time: '', date_of_week: '' }, now)).toMatchObject({
      start_time: '',
      duration: '60',
    });
  });
});

describe('scheduleMinutes', () => {
  it('is the positive length of the schedule, else null', () => {
    expect(scheduleMinutes({ start_time: '09:00', end_time: '10:15' })).toBe(75);
    expect(scheduleMinutes({ start_time: '10:00', end_time: '09:00' })).toBeNull();
  });
});

describe('lessonTimes', () => {
  it('turns a centre date, a start time and a duration into ISO scheduled_on and ended_on', () => {
    expect(lessonTimes('2026-12-07', '16:30', 90)).toEqual({
      scheduled_on: '2026-12-07T09:30:00.000Z',
      ended_on: '2026-12-07T11:00:00.000Z',
    });
  });

  it('lets a lesson run past midnight', () => {
    expect(lessonTimes('2026-12-07', '23:30', 60)).toEqual({
      scheduled_on: '2026-12-07T16:30:00.000Z',
      ended_on: '2026-12-07T17:30:00.000Z',
    });
  });

  it('is null for a missing date or time or a broken duration', () => {
    expect(lessonTimes('', '16:30', 60)).toBeNull();
    expect(lessonTimes('2026-12-07', '', 60)).toBeNull();
    expect(lessonTimes('2026-12-07', '16:30', Number.NaN)).toBeNull();
    expect(lessonTimes('2026-12-07', '16:30', -5)).toBeNull();
  });
});

const valid: LessonFormValues = { ...defaultLessonValues(schedule, now), name: '  Essay writing  ', term: '2', index: '7' };

describe('lessonFormSchema', () => {
  it('needs a name', () => {
    const result = lessonFormSchema.safeParse({ ...valid, name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    expect(result.error?.issues[0]?.message).toBe('Enter the lesson name');
  });

  it('takes empty or whole numbers for the term and the lesson number', () => {
    expect(lessonFormSchema.safeParse({ ...valid, term: '', index: '' }).success).toBe(true);
    expect(lessonFormSchema.safeParse({ ...valid, term: '1.5' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, index: '-1' }).success).toBe(false);
  });

  it('needs a duration from 1 minute to a day', () => {
    expect(lessonFormSchema.safeParse({ ...valid, duration: '0' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, duration: '1441' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, duration: '1440' }).success).toBe(true);
  });
});

describe('toLessonFields', () => {
  it('makes a payload lessonCreateSchema accepts: trimmed name, ISO times, staff ids, numbers', () => {
    const fields = toLessonFields({ ...valid, tutor: [TUTORS[1]!], date: '2026-12-07' });
    expect(fields).toEqual({
      name: 'Essay writing',
      desc: '',
      scheduled_on: '2026-12-07T09:30:00.000Z',
      ended_on: '2026-12-07T11:00:00.000Z',
      hosting_platform: 'Offline',
      hosting_type: 'meeting',
      tutor: [TUTORS[1]!._id],
      ta: [],
      meta: { term: 2, index: 7 },
      is_active: true,
      is_released: true,
    });
    expect(lessonCreateSchema.safeParse({ ...fields, class: lessonOf(1).class }).success).toBe(true);
  });

  it('sends an empty term and number as null', () => {
    expect(toLessonFields({ ...valid, term: '', index: ' ' })?.meta).toEqual({ term: null, index: null });
  });
});

describe('an edit', () => {
  const lesson: LessonDetail = lessonOf(3, { desc: '<p>Read chapter 2</p>', tutor: [TUTORS[0]!, TUTORS[1]!] });
  const before = lessonFieldsOf(lesson);
  const opened = lessonToFormValues(lesson);

  it('opens with the lesson values, the start in centre time and the duration in minutes', () => {
    expect(opened).toMatchObject({
      name: 'Lesson 3',
      desc: '<p>Read chapter 2</p>',
      date: '2026-01-19',
      start_time: '16:30',
      duration: '90',
      term: '1',
      index: '3',
      tutor: [TUTORS[0], TUTORS[1]],
    });
  });

  it('changes nothing when saved as it opened', () => {
    expect(changedLessonFields(before, toLessonFields(opened)!)).toEqual({});
  });

  it('sends only the name when only the name changed', () => {
    expect(changedLessonFields(before, toLessonFields({ ...opened, name: 'Lesson 3: essays' })!)).toEqual({ name: 'Lesson 3: essays' });
  });

  it('sends both times when the start moved, only ended_on when the length changed', () => {
    expect(changedLessonFields(before, toLessonFields({ ...opened, start_time: '17:00' })!)).toEqual({
      scheduled_on: '2026-01-19T10:00:00.000Z',
      ended_on: '2026-01-19T11:30:00.000Z',
    });
    expect(changedLessonFields(before, toLessonFields({ ...opened, duration: '120' })!)).toEqual({
      ended_on: '2026-01-19T11:30:00.000Z',
    });
  });

  it('compares the staff as sets and sends meta whole', () => {
    expect(changedLessonFields(before, toLessonFields({ ...opened, tutor: [TUTORS[1]!, TUTORS[0]!] })!)).toEqual({});
    expect(changedLessonFields(before, toLessonFields({ ...opened, tutor: [TUTORS[1]!] })!)).toEqual({ tutor: [TUTORS[1]!._id] });
    expect(changedLessonFields(before, toLessonFields({ ...opened, index: '4' })!)).toEqual({ meta: { term: 1, index: 4 } });
  });

  it('compares instants, not their spelling', () => {
    const sameInstant = { ...before, scheduled_on: '2026-01-19T16:30:00+07:00' };
    expect(changedLessonFields(sameInstant, toLessonFields(opened)!)).toEqual({});
  });

  it('makes a body lessonUpdateSchema accepts', () => {
    const changes = changedLessonFields(before, toLessonFields({ ...opened, is_released: false, ta: [] , duration: '45' })!);
    expect(changes).toEqual({ is_released: false, ended_on: '2026-01-19T10:15:00.000Z' });
    expect(lessonUpdateSchema.safeParse({ _id: lesson._id, ...changes }).success).toBe(true);
  });
});
