import type { ClassItem, UserRef } from '@backoffice/domain';

/** A uuid whose last digits are `n`, so fixtures have readable, valid ids. */
export function classUuid(n: number, prefix = 'c1000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const TUTORS: UserRef[] = [
  { _id: classUuid(1, 'e1000000'), name: 'Kanya Srisuk', email: 'kanya.tutor@demo.test' },
  { _id: classUuid(2, 'e1000000'), name: 'Daniel Tan', email: 'daniel.tutor@demo.test' },
  { _id: classUuid(3, 'e1000000'), name: 'Mei Lin Goh', email: 'meilin.tutor@demo.test' },
];

export const TAS: UserRef[] = [
  { _id: classUuid(1, 'e2000000'), name: 'Nattapong Wong', email: 'nattapong.ta@demo.test' },
  { _id: classUuid(2, 'e2000000'), name: 'Priya Raman', email: 'priya.ta@demo.test' },
];

/** A class as GET /admin/class answers it (classItemSchema): 'Class n', active, Monday and Wednesday 16:00–18:00. */
export function classOf(n: number, overrides: Partial<ClassItem> = {}): ClassItem {
  return {
    _id: classUuid(n),
    name: `Class ${n}`,
    subject: 'Mathematics',
    country: 'SG',
    class_type: 'Workshop',
    desc: '<p>Algebra and geometry.</p>',
    // 1 Dec 2026 09:00 to 28 Feb 2027 18:00 in Bangkok (UTC+7).
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
