import type { DayLessonItem, LessonDetail, LessonItem } from '@backoffice/domain/classes';
import { LESSON_STUDENT_GROUPS } from '@backoffice/domain/enums';
import type { StaffEntry } from '../../db/repositories/classes';
import type { DayLessonRow, LessonDetailRow, LessonItemRow } from '../../db/repositories/lessons';
import { splitStaff } from '../course/staff';
import { toPollQuestion } from '../polls/to-poll';

/** A lesson row with its staff and student count, as the class lessons list shows it (back-office §2, §3 Lesson). */
export function toLessonItem(lesson: LessonItemRow, staff: readonly StaffEntry[], studentCount: number): LessonItem {
  return {
    _id: lesson.id,
    class: lesson.classId,
    name: lesson.name,
    scheduled_on: lesson.scheduledOn.toISOString(),
    ended_on: lesson.endedOn.toISOString(),
    is_active: lesson.isActive,
    is_released: lesson.isReleased,
    is_completed: lesson.isCompleted,
    meta: { term: lesson.term, index: lesson.index },
    hosting_platform: lesson.hostingPlatform,
    hosting_type: lesson.hostingType,
    ...splitStaff(staff),
    student_count: studentCount,
  };
}

/** The lesson detail page's header (people-records §2 Lesson detail) and the Zoom detail (back-office §2). */
export function toLessonDetail({ lesson, klass, staff, groups, polls }: LessonDetailRow): LessonDetail {
  const counts = Object.fromEntries(LESSON_STUDENT_GROUPS.map((group) => [group, 0])) as LessonDetail['student_counts'];
  for (const { group, count } of groups) counts[group] = Number(count);
  const total = LESSON_STUDENT_GROUPS.reduce((sum, group) => sum + counts[group], 0);
  return {
    ...toLessonItem(lesson, staff, total),
    desc: lesson.desc,
    class_obj: {
      _id: klass.id,
      name: klass.name,
      schedule: { start_time: klass.scheduleStartTime, end_time: klass.scheduleEndTime, date_of_week: klass.scheduleDays },
    },
    platform_integration: lesson.platformIntegration ?? null,
    student_counts: counts,
    poll_setup: polls.map(toPollQuestion),
  };
}

/** A row of Quick Lesson Management (back-office §2 /lessons): the lesson item with its class and first students. */
export function toDayLessonItem({ lesson, staff, studentCount, klass, students }: DayLessonRow): DayLessonItem {
  return {
    ...toLessonItem(lesson, staff, studentCount),
    class_obj: { _id: klass.id, name: klass.name },
    student: students.map(({ _id, name, email }) => ({ _id, name, email })),
  };
}
