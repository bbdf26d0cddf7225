import { percentBand, scoreBand } from '@backoffice/domain/dashboard';
import {
  type ProgressProfile,
  type ProgressStudent,
  type ScoreFigure,
  type ShareFigure,
  type StudentClassProgress,
  type StudentProgress,
} from '@backoffice/domain/student-progress';
import type { DbOrTx } from '../../db/types';
import {
  findStudentProgress,
  type ClassProgressDbRow,
  type StudentProgressDbRow,
} from '../../db/repositories/student-progress';
import { notFound } from '../../errors';
import type { RequestContext } from '../request-context';

/**
 * The student profile dialog's data (back-office §2, §9): the student, and per class the tiles and the two charts'
 * series over the lessons held up to the request's moment. Figures come from SQL; their bands from the domain's rules.
 * Only a Student's dialog exists: any other id answers 404, as an unknown one does.
 */
export async function getStudentProgress(db: DbOrTx, ctx: RequestContext, studentId: string): Promise<StudentProgress> {
  const row = await findStudentProgress(db, studentId, ctx.now);
  if (!row) throw notFound();
  return { student: toProgressStudent(row), classes: row.classes.map(toClassProgress), as_of: ctx.now.toISOString() };
}

function toProgressStudent(row: StudentProgressDbRow): ProgressStudent {
  return {
    _id: row.id,
    name: row.name,
    nickname: row.nickname,
    dbid: row.dbid,
    email: row.email,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
    school: row.school,
    level: row.level,
    parent: row.parentId ? { _id: row.parentId, name: row.parentName ?? '', email: row.parentEmail ?? '' } : null,
    staff_to_handle: {
      customer_service: row.customerServiceId ? { _id: row.customerServiceId, name: row.customerServiceName ?? '' } : null,
      sales_admin: row.salesAdminId ? { _id: row.salesAdminId, name: row.salesAdminName ?? '' } : null,
    },
    // The database picked the dialog's fields (PROGRESS_PROFILE_FIELDS).
    profile: row.profile as ProgressProfile,
  };
}

function share(onTime: number, reported: number, percent: number | null): ShareFigure {
  return { percent, band: percent === null ? null : percentBand(percent), on_time: onTime, reported };
}

function score(sum: number, lessons: number, percent: number | null, average: number | null): ScoreFigure {
  // The band of the exact mean, not of the two-decimal one: 2.495 is red, though it shows as 2.50.
  return { percent, average, band: lessons === 0 ? null : scoreBand(sum / lessons), lessons };
}

export function toClassProgress(row: ClassProgressDbRow): StudentClassProgress {
  return {
    _id: row.id,
    name: row.name,
    subject: row.subject,
    is_active: row.isActive,
    last_lesson_on: row.lastLessonOn === null ? null : new Date(row.lastLessonOn).toISOString(),
    lessons_held: row.held,
    lessons_reported: row.reported,
    punctuality: share(row.punctualOnTime, row.punctualReported, row.punctualPercent),
    homework: share(row.homeworkOnTime, row.homeworkReported, row.homeworkPercent),
    revision_notes: share(row.revisionOnTime, row.revisionReported, row.revisionPercent),
    engagement: score(row.engagementSum, row.engagementLessons, row.engagementPercent, row.engagementAverage),
    skill_mastery: score(row.masterySum, row.masteryLessons, row.masteryPercent, row.masteryAverage),
    series: row.series.map((point) => ({ ...point, scheduled_on: new Date(point.scheduled_on).toISOString() })),
  };
}
