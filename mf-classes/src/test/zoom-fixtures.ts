import type { DayLessonItem, LessonDetail, PollQuestion, UserRef } from '@backoffice/domain';
import { lessonOf, lessonsUuid, TUTORS } from './lessons-fixtures';

/** Students as the day list names them. */
export const DAY_STUDENTS: UserRef[] = Array.from({ length: 6 }, (_, i) => ({
  _id: lessonsUuid(i + 1, 'd1000000'),
  name: ['Anong', 'Boon', 'Chai', 'Dao', 'Ek', 'Fah'][i]!,
  email: `day.student${i + 1}@demo.test`,
}));

/**
 * Lesson `n` of the day list, as GET /admin/lesson/day answers it: by default on 2026-03-02 from 16:30 to 18:00
 * Bangkok time (09:30–11:00Z), Offline, with two students.
 */
export function dayLessonOf(n: number, overrides: Partial<DayLessonItem> = {}): DayLessonItem {
  const base = lessonOf(n, {
    _id: lessonsUuid(n, 'e1000000'),
    name: `Day lesson ${n}`,
    scheduled_on: '2026-03-02T09:30:00.000Z',
    ended_on: '2026-03-02T11:00:00.000Z',
    tutor: [TUTORS[0]!],
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
    _id: lessonsUuid(n, 'f1000000'),
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
    _id: lessonsUuid(n, 'e2000000'),
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
