import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { apiToken } from './auth';
import { addDays, centreDay } from './time';

// Set-up the journeys are not about goes through the API, as the super admin.

/** A name part no other run or journey uses. */
let counter = 0;
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? '0'}${counter}`;
}

export type Api = { request: APIRequestContext; headers: Record<string, string> };

export async function superAdminApi(request: APIRequestContext): Promise<Api> {
  return { request, headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.superadmin)}` } };
}

export async function tutorId(api: Api): Promise<string> {
  const response = await api.request.get('/api/admin/class/staff', { headers: api.headers, params: { type: 'Tutor', q: ACCOUNTS.tutor } });
  expect(response.status(), 'GET /api/admin/class/staff').toBe(200);
  const body = (await response.json()) as { data: Array<{ _id: string; email: string }> };
  const tutor = body.data.find((person) => person.email === ACCOUNTS.tutor);
  expect(tutor, 'tutor@demo.test among the tutors').toBeDefined();
  return tutor!._id;
}

/** A class starting today, three months long, meeting on `dayOfWeek` from 16:30 to 18:00, taught by tutor@demo.test. */
export async function createClass(api: Api, name: string, dayOfWeek: string): Promise<string> {
  const today = centreDay();
  const response = await api.request.post('/api/admin/class', {
    headers: api.headers,
    data: {
      name,
      subject: 'Study Skills',
      start_date: `${today}T00:00:00+07:00`,
      end_date: `${addDays(today, 90)}T23:00:00+07:00`,
      schedule: { start_time: '16:30', end_time: '18:00', date_of_week: dayOfWeek },
      level: ['secondary-2'],
      tutor: [await tutorId(api)],
    },
  });
  expect(response.status(), `POST /api/admin/class ${name}`).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

export type LessonSetup = { name: string; day: string; start: string; end: string; meta?: { term: number; index: number } };

export async function createLesson(api: Api, classId: string, lesson: LessonSetup): Promise<string> {
  const response = await api.request.post('/api/admin/lesson', {
    headers: api.headers,
    data: {
      class: classId,
      name: lesson.name,
      scheduled_on: `${lesson.day}T${lesson.start}:00+07:00`,
      ended_on: `${lesson.day}T${lesson.end}:00+07:00`,
      tutor: [await tutorId(api)],
      ...(lesson.meta ? { meta: lesson.meta } : {}),
    },
  });
  expect(response.status(), `POST /api/admin/lesson ${lesson.name}`).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

export type OrderSetup = {
  type: 'PAYMENT' | 'TRIAL' | 'PAYMENT_VIDEO';
  email: string;
  name: string;
  phone?: string;
  classId: string;
  /** The centre day whose lessons the order allocates. */
  day: string;
  /** 'NEW' unless given. */
  remark?: string;
};

/**
 * An allocation of one day's lessons of a class. A new email makes a new student; the order type puts the student in
 * the lessons' matching group (PAYMENT: students, TRIAL: trial students, PAYMENT_VIDEO: video students).
 */
export async function createOrder(api: Api, order: OrderSetup): Promise<void> {
  const response = await api.request.post('/api/admin/order', {
    headers: api.headers,
    data: {
      type: order.type,
      email: order.email,
      name: order.name,
      phone_country_code: '66',
      phone: order.phone ?? '',
      class: order.classId,
      start_date: `${order.day}T00:00:00+07:00`,
      end_date: `${order.day}T23:59:59+07:00`,
      remark: order.remark ?? 'NEW',
    },
  });
  expect(response.status(), `POST /api/admin/order ${order.type} for ${order.email}: ${await response.text()}`).toBe(201);
}
