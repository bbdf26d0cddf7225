import type { ClassItem, LessonDetail, LessonStudent, UserRef } from '@backoffice/domain';

/** A uuid whose last digits are `n`, so fixtures have readable, valid ids. */
export function lessonsUuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const TUTORS: UserRef[] = [
  { _id: lessonsUuid(1, 'a0000000'), name: 'Somchai Tutor', email: 'somchai@demo.test' },
  { _id: lessonsUuid(2, 'a0000000'), name: 'Malee Tutor', email: 'malee@demo.test' },
  { _id: lessonsUuid(3, 'a0000000'), name: 'Anan Tutor', email: 'anan@demo.test' },
];

export const TAS: UserRef[] = [
  { _id: lessonsUuid(1, 'b0000000'), name: 'Ploy Assistant', email: 'ploy@demo.test' },
  { _id: lessonsUuid(2, 'b0000000'), name: 'Krit Assistant', email: 'krit@demo.test' },
];

/** A class as GET /admin/class/{id} answers it: Mondays 16:30 to 18:00. */
export function classOf(overrides: Partial<ClassItem> = {}): ClassItem {
  return {
    _id: lessonsUuid(1, 'c0000000'),
    name: 'IELTS Intensive (Band 7.0+)',
    subject: 'English',
    country: 'TH',
    class_type: 'Workshop',
    desc: '<p>Bring a <strong>calculator</strong> and past papers.</p>',
    start_date: '2026-01-05T09:30:00.000Z',
    end_date: '2027-06-28T11:00:00.000Z',
    schedule: { start_time: '16:30', end_time: '18:00', date_of_week: 'Monday' },
    level: ['secondary-3'],
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
    tutor: [TUTORS[0]!],
    ta: [],
    lesson_count: 0,
    updated: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * Lesson `n` of a class, as GET /admin/lesson/{id} answers it. By default it starts `n` weeks after 2026-01-05 16:30
 * Bangkok time and lasts 90 minutes.
 */
export function lessonOf(n: number, overrides: Partial<LessonDetail> = {}): LessonDetail {
  const klass = classOf();
  const start = new Date(Date.UTC(2026, 0, 5, 9, 30) + (n - 1) * 7 * 24 * 3_600_000);
  return {
    _id: lessonsUuid(n, 'e0000000'),
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
  const first = now.getTime() - weeksAgo * 7 * 24 * 3_600_000 + 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(first + i * 7 * 24 * 3_600_000);
    return lessonOf(i + 1, {
      scheduled_on: start.toISOString(),
      ended_on: new Date(start.getTime() + 90 * 60_000).toISOString(),
    });
  });
}

/** A student of a lesson, as GET /admin/lesson/{id}/student answers it. */
export function studentOf(n: number, overrides: Partial<LessonStudent> = {}): LessonStudent {
  return {
    _id: lessonsUuid(n, 'd0000000'),
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
