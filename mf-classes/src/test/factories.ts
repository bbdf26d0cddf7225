import type {
  ClassCreateInput,
  ClassItem,
  DayLessonItem,
  LessonDetail,
  LessonStudent,
} from '@backoffice/domain/classes';
import type { PollQuestion, UserRef } from '@backoffice/domain/records';

// The test data of this remote, one factory per record of the wire contract. Every factory takes overrides, so a test
// names only what its rule is about.

/** A uuid whose last digits are `n`, so fixtures have readable, valid ids; the prefix says what kind of record it is. */
export function uuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The staff GET /admin/class/staff lists (type=Tutor and type=TA); TUTORS[0] teaches every class and lesson by default. */
export const TUTORS: UserRef[] = [
  { _id: uuid(1, 'a0000000'), name: 'Somchai Tutor', email: 'somchai@demo.test' },
  { _id: uuid(2, 'a0000000'), name: 'Malee Tutor', email: 'malee@demo.test' },
  { _id: uuid(3, 'a0000000'), name: 'Anan Tutor', email: 'anan@demo.test' },
];

export const TAS: UserRef[] = [
  { _id: uuid(1, 'b0000000'), name: 'Ploy Assistant', email: 'ploy@demo.test' },
  { _id: uuid(2, 'b0000000'), name: 'Krit Assistant', email: 'krit@demo.test' },
];

/**
 * A class as POST /admin/class takes it (classCreateSchema, every default written out): 'Class 1', Mathematics,
 * 1 Dec 2026 09:00 to 28 Feb 2027 18:00 in Bangkok (UTC+7), Monday and Wednesday 16:00–18:00, taught by TUTORS[0].
 */
export function classInputOf(overrides: Partial<ClassCreateInput> = {}): Required<ClassCreateInput> {
  return {
    name: 'Class 1',
    subject: 'Mathematics',
    country: 'SG',
    class_type: 'Workshop',
    desc: '<p>Algebra and geometry.</p>',
    start_date: '2026-12-01T02:00:00.000Z',
    end_date: '2027-02-28T11:00:00.000Z',
    schedule: { start_time: '16:00', end_time: '18:00', date_of_week: 'Monday, Wednesday' },
    level: ['secondary-3', 'secondary-4'],
    is_free: false,
    is_trial: false,
    is_featured: false,
    is_listed: true,
    is_sold_out: false,
    force_full_purchase: false,
    is_active: true,
    max_cap: 20,
    rate: 18,
    currency: 'SGD',
    tutor: [TUTORS[0]!._id],
    ta: null,
    ...overrides,
  };
}

/** Class `n` as GET /admin/class answers it (classItemSchema): classInputOf's class named 'Class n', active. */
export function classOf(n: number, overrides: Partial<ClassItem> = {}): ClassItem {
  const { tutor: _tutorIds, ta: _taIds, ...fields } = classInputOf({ name: `Class ${n}` });
  return {
    _id: uuid(n, 'c1000000'),
    ...fields,
    tutor: [TUTORS[0]!],
    ta: [],
    lesson_count: 0,
    updated: '2026-11-20T03:30:00.000Z',
    ...overrides,
  };
}

/** `count` classes, 'Class 1' first (the newest edit), as the list would order them. */
export function classesOf(count: number): ClassItem[] {
  return Array.from({ length: count }, (_, i) => classOf(i + 1));
}

/**
 * The class the lesson screens open, as overrides of classOf: 'IELTS Intensive (Band 7.0+)', Mondays 16:30 to 18:00
 * from 5 Jan 2026 (Bangkok). `classOf(1, IELTS)` is the class of every lessonOf lesson.
 */
export const IELTS = {
  name: 'IELTS Intensive (Band 7.0+)',
  subject: 'English',
  country: 'TH',
  desc: '<p>Bring a <strong>calculator</strong> and past papers.</p>',
  start_date: '2026-01-05T09:30:00.000Z',
  end_date: '2027-06-28T11:00:00.000Z',
  schedule: { start_time: '16:30', end_time: '18:00', date_of_week: 'Monday' },
  level: ['secondary-3'],
  updated: '2026-11-01T03:00:00.000Z',
} satisfies Partial<ClassItem>;

/** Saturday 21 Nov 2026, 10:00 in Bangkok: the next class day of IELTS (a Monday) is the 23rd. */
export const A_SATURDAY = new Date('2026-11-21T03:00:00.000Z');

const WEEK = 7 * 24 * 3_600_000;

/**
 * Lesson `n` of `classOf(1, IELTS)`, as GET /admin/lesson/{id} answers it. By default it starts `n` weeks after
 * 2026-01-05 16:30 Bangkok time and lasts 90 minutes.
 */
export function lessonOf(n: number, overrides: Partial<LessonDetail> = {}): LessonDetail {
  const klass = classOf(1, IELTS);
  const start = new Date(Date.UTC(2026, 0, 5, 9, 30) + (n - 1) * WEEK);
  return {
    _id: uuid(n, 'e0000000'),
    class: klass._id,
    name: `Lesson ${n}`,
    scheduled_on: start.toISOString(),
    ended_on: new Date(start.getTime() + 90 * 60_000).toISOString(),
    is_active: true,
    is_released: true,
    is_completed: false,
    meta: { term: 1, index: n },
    hosting_platform: 'Offline',
    hosting_type: 'meeting',
    tutor: [TUTORS[0]!],
    ta: [],
    student_count: 0,
    desc: '',
    class_obj: { _id: klass._id, name: klass.name, schedule: klass.schedule },
    platform_integration: null,
    poll_setup: [],
    student_counts: { student: 0, trial_student: 0, video_student: 0 },
    ...overrides,
  };
}

/** `count` weekly lessons, the first `weeksAgo` weeks before `now`, so some have ended and some have not. */
export function weeklyLessons(count: number, { weeksAgo = 0, now = new Date() } = {}): LessonDetail[] {
  const first = now.getTime() - weeksAgo * WEEK + 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(first + i * WEEK);
    return lessonOf(i + 1, {
      scheduled_on: start.toISOString(),
      ended_on: new Date(start.getTime() + 90 * 60_000).toISOString(),
    });
  });
}

/** A student of a lesson, as GET /admin/lesson/{id}/student answers it. */
export function studentOf(n: number, overrides: Partial<LessonStudent> = {}): LessonStudent {
  return {
    _id: uuid(n, 'd0000000'),
    name: `Student ${n}`,
    email: `student${n}@demo.test`,
    phone: `81234${String(n).padStart(4, '0')}`,
    phone_country_code: '66',
    group: 'student',
    attended: false,
    joined_at: null,
    left_at: null,
    ...overrides,
  };
}

/** Students as the day list names them. */
export const DAY_STUDENTS: UserRef[] = Array.from({ length: 6 }, (_, i) => ({
  _id: uuid(i + 1, 'd1000000'),
  name: ['Anong', 'Boon', 'Chai', 'Dao', 'Ek', 'Fah'][i]!,
  email: `day.student${i + 1}@demo.test`,
}));

/**
 * Lesson `n` of the day list, as GET /admin/lesson/day answers it: by default on 2026-03-02 from 16:30 to 18:00
 * Bangkok time (09:30–11:00Z), Offline, with two students.
 */
export function dayLessonOf(n: number, overrides: Partial<DayLessonItem> = {}): DayLessonItem {
  const base = lessonOf(n, {
    _id: uuid(n, 'e1000000'),
    name: `Day lesson ${n}`,
    scheduled_on: '2026-03-02T09:30:00.000Z',
    ended_on: '2026-03-02T11:00:00.000Z',
  });
  return {
    _id: base._id,
    class: base.class,
    name: base.name,
    scheduled_on: base.scheduled_on,
    ended_on: base.ended_on,
    is_active: true,
    is_released: true,
    is_completed: false,
    meta: base.meta,
    hosting_platform: 'Offline',
    hosting_type: 'meeting',
    tutor: base.tutor,
    ta: [],
    student_count: 2,
    class_obj: { _id: base.class_obj._id, name: base.class_obj.name },
    student: DAY_STUDENTS.slice(0, 2),
    ...overrides,
  };
}

/** A Zoom meeting as the lesson carries it (the demo data separates the alternate hosts with ';'). */
export const ZOOM_ROOM: NonNullable<LessonDetail['platform_integration']> = {
  id: '81234567890',
  password: '482913',
  registration_url: 'https://us06web.zoom.us/meeting/register/tZabcdef',
  host_email: 'zoom-host1@demo.test',
  settings: { alternative_hosts: 'somchai@demo.test;malee@demo.test, ploy@demo.test' },
};

/** Poll question `n` of a lesson; options are labelled A, B, C… as the stored data has them. */
export function pollOf(n: number, overrides: Partial<PollQuestion> = {}): PollQuestion {
  const contents = overrides.option?.map((o) => o.content) ?? ['Paris', 'London', 'Rome'];
  const option = overrides.option ?? contents.map((content, i) => ({ label: String.fromCharCode(65 + i), content }));
  const answer_index = overrides.answer_index ?? [0];
  return {
    _id: uuid(n, 'f1000000'),
    question_type: 'question',
    choice_type: 'single',
    question_index: n,
    name: `Question ${n}`,
    question: `Question text ${n}?`,
    option,
    answer_index,
    answer: answer_index.map((i) => option[i]?.content ?? ''),
    ...overrides,
  };
}

/** A Zoom lesson with a room and the given poll questions, as GET /admin/lesson/{id} answers it. */
export function zoomLessonOf(n: number, overrides: Partial<LessonDetail> = {}): LessonDetail {
  return lessonOf(n, {
    _id: uuid(n, 'e2000000'),
    name: `Zoom lesson ${n}`,
    scheduled_on: '2026-03-02T09:30:00.000Z',
    ended_on: '2026-03-02T11:00:00.000Z',
    hosting_platform: 'Zoom',
    tutor: [TUTORS[0]!, TUTORS[1]!],
    platform_integration: ZOOM_ROOM,
    poll_setup: [],
    ...overrides,
  });
}
