import { hasCapability } from '@backoffice/domain/capabilities';
import {
  CONSULTATION_STUDENT_NAMES,
  type CareerStudentRow,
  type ConsultationCheckAnswer,
  type ConsultationRow,
  type careerStudentListQuerySchema,
  type consultationListQuerySchema,
} from '@backoffice/domain/consultations';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/types';
import { listCareerConsultationStudents, type CareerStudentDbRow } from '../../db/repositories/career-students';
import {
  listConsultationsOfDay,
  lockConsultation,
  setConsultationAction,
  type ConsultationDbRow,
} from '../../db/repositories/consultations';
import { notFound } from '../../errors';
import { recordAudit } from '../audit';
import { dayBounds } from '../orders/days';
import type { Actor, RequestContext } from '../request-context';

// The Consultation tab (back-office §2, §4 Consultation record, §6) and the students requiring an academic-career
// consultation. Who may call is the routes' (canViewConsultationTab); the action plan is the capability's.

/** Whether the actor may read action plans: the `dashboard.actionPlan` capability (ARCHITECTURE §5), not a user id. */
export function readsActionPlans(actor: Actor): boolean {
  return hasCapability(actor.user, 'dashboard.actionPlan');
}

/** The consultations of a centre day, sorted by date; without the capability the action plan is not in the answer. */
export async function listConsultationsFor(
  db: DbOrTx,
  ctx: RequestContext,
  query: z.output<typeof consultationListQuerySchema>,
): Promise<{ data: ConsultationRow[]; count: number }> {
  const { rows, count } = await listConsultationsOfDay(db, dayBounds(query.date, ctx.timezone), {
    limit: query.max,
    offset: query.offset,
  });
  const withPlans = readsActionPlans(ctx.actor);
  return { data: rows.map((row) => toConsultationRow(row, withPlans)), count };
}

/** Each name once, in order; none for no one. */
function namesOnce(names: ReadonlyArray<string | null>): string[] {
  return [...new Set(names.filter((name): name is string => Boolean(name)))].sort((a, b) => a.localeCompare(b));
}

export function toConsultationRow(row: ConsultationDbRow, withPlans: boolean): ConsultationRow {
  const students = row.students ?? [];
  return {
    _id: row.id,
    date: new Date(row.date).toISOString(),
    // The first names by name, so that no consultation makes a page unbounded; all of them are counted.
    student: students
      .slice(0, CONSULTATION_STUDENT_NAMES)
      .map(({ _id, name, nickname, dbid, email }) => ({ _id, name, nickname, dbid, email })),
    student_count: students.length,
    ...(withPlans ? { action_plans: row.actionPlans } : {}),
    consultation_notes: row.consultationNotes,
    customer_service: namesOnce(students.map((student) => student.customerService)),
    sales_admin: namesOnce(students.map((student) => student.salesAdmin)),
    action: row.action,
  };
}

/**
 * The action checkbox: marks the consultation done or not. The row is locked for the write and its audit record; a
 * second request asking for the state it already has (a double click, another tab) changes and records nothing.
 */
export async function setConsultationDone(tx: Tx, ctx: RequestContext, id: string, done: boolean): Promise<ConsultationCheckAnswer> {
  const current = await lockConsultation(tx, id);
  if (!current) throw notFound();
  if (current.action === done) return { _id: id, action: current.action, updated: current.updated.toISOString() };
  const after = await setConsultationAction(tx, id, done, ctx.now);
  await recordAudit(tx, ctx, {
    action: 'consultation.action',
    entity: 'consultation',
    id,
    before: { action: current.action },
    after: { action: after.action },
  });
  return { _id: id, action: after.action, updated: after.updated.toISOString() };
}

/** 'Students that require consultation for Academic Career', a page at a time. */
export async function listCareerStudents(
  db: DbOrTx,
  query: z.output<typeof careerStudentListQuerySchema>,
): Promise<{ data: CareerStudentRow[]; count: number }> {
  const { rows, count } = await listCareerConsultationStudents(db, { limit: query.max, offset: query.offset });
  return { data: rows.map(toCareerStudentRow), count };
}

function toCareerStudentRow(row: CareerStudentDbRow): CareerStudentRow {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
    email: row.email,
    school: row.school,
    date_of_birth: row.dateOfBirth,
    // The column's check allows 'm', 'f' or nothing.
    gender: row.gender === 'm' || row.gender === 'f' ? row.gender : null,
  };
}
