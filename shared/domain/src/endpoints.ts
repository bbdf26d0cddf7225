// No zod: the screens' API calls read their paths from here. The sign-in page reads only auth-endpoints.ts.
import { AUTH_ENDPOINTS } from './auth-endpoints';

export { API_PREFIX, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './auth-endpoints';

/**
 * The API's endpoints, written once for the server and its clients (issue 22). The API registers each route from its
 * entry (`api/src/routes/endpoint.ts`) under API_PREFIX; the clients call the same path on the API client, whose
 * base URL is that prefix. `api/test/endpoint-table.test.ts` checks that every route is here with its method
 * and every entry has a route. Outside the table: the OpenAPI pages (`/api/docs`), `/api/bad-url` and the built site.
 */
export const ENDPOINTS = {
  // Sign-in and the session
  ...AUTH_ENDPOINTS,
  health: { method: 'GET', path: '/health' },

  // Reports
  birthdayStudents: { method: 'POST', path: '/admin/report/birthday-student' },

  // Classes
  classList: { method: 'GET', path: '/admin/class' },
  classCreate: { method: 'POST', path: '/admin/class', idempotent: true },
  classStaff: { method: 'GET', path: '/admin/class/staff' },
  classGet: { method: 'GET', path: '/admin/class/:id' },
  classUpdate: { method: 'PATCH', path: '/admin/class/:id' },

  // Lessons, their students and their poll questions
  lessonList: { method: 'GET', path: '/admin/lesson' },
  lessonCreate: { method: 'POST', path: '/admin/lesson', idempotent: true },
  lessonDay: { method: 'GET', path: '/admin/lesson/day' },
  consultImmediatelyCount: { method: 'GET', path: '/admin/lesson/consultimmediately/count' },
  lessonFollowUp: { method: 'PATCH', path: '/admin/lesson/:id/followup' },
  lessonNotesSave: { method: 'POST', path: '/admin/lesson/savelessonnotes/:id', idempotent: true },
  lessonConsultResolve: { method: 'PATCH', path: '/admin/lesson/:id/consultimmediately' },
  lessonGet: { method: 'GET', path: '/admin/lesson/:id' },
  lessonUpdate: { method: 'PATCH', path: '/admin/lesson/:id' },
  lessonStudents: { method: 'GET', path: '/admin/lesson/:id/student' },
  lessonStudentLookup: { method: 'POST', path: '/admin/lesson/:id/student/lookup' },
  lessonAddStudent: { method: 'PATCH', path: '/admin/lesson/:id/add-student' },
  lessonRemoveStudent: { method: 'DELETE', path: '/admin/lesson/:id/student/:userId' },
  pollCreate: { method: 'POST', path: '/admin/lesson/:id/poll', idempotent: true },
  pollUpdate: { method: 'PUT', path: '/admin/lesson/:id/poll/:pollId' },
  pollDelete: { method: 'DELETE', path: '/admin/lesson/:id/poll/:pollId' },

  // Lesson allocations (orders) and the CSV import
  orderList: { method: 'GET', path: '/admin/order' },
  orderCreate: { method: 'POST', path: '/admin/order', idempotent: true },
  orderGet: { method: 'GET', path: '/admin/order/:id' },
  orderUpdate: { method: 'PATCH', path: '/admin/order/:id' },
  orderCancel: { method: 'PATCH', path: '/admin/order/:id/cancel' },
  orderUsers: { method: 'GET', path: '/admin/order/users' },
  orderAgents: { method: 'GET', path: '/admin/order/agents' },
  orderClasses: { method: 'GET', path: '/admin/order/classes' },
  orderClassLessons: { method: 'GET', path: '/admin/order/classes/:id/lessons' },
  orderImport: { method: 'POST', path: '/admin/order/import' },
  orderImportBatch: { method: 'POST', path: '/admin/order/import/batch' },
  orderImportTemplate: { method: 'GET', path: '/admin/order/import/template.csv' },

  // The dashboard's Student tab
  studentLessonList: { method: 'GET', path: '/admin/user/studentlessonlist' },
  // The dashboard's Renew tab: the students whose parent renews within two weeks, and a renewal date's change (the
  // spec's two calls; each writes the parent and its students in one transaction)
  renewalList: { method: 'GET', path: '/admin/user/renewallist' },
  renewalDateUpdate: { method: 'PATCH', path: '/admin/user/renewaldate/:id' },
  parentRenewalDateUpdate: { method: 'PATCH', path: '/admin/user/renewaldate/parent/:id' },
  // The student profile dialog (eye icon on the Student and Consultation tabs): one student's classes and progress
  studentProgress: { method: 'GET', path: '/admin/user/:id/studentclass' },
  // The dashboard's Consultation tab and 'Students that require consultation for Academic Career'
  consultationList: { method: 'GET', path: '/admin/consultation' },
  consultationCheck: { method: 'PATCH', path: '/admin/consultation/:id' },
  careerStudentList: { method: 'GET', path: '/admin/user/studentlist' },
  // User management (/user, people-records §2, §7): the grids, the pickers, one record, the dialog's one-request save
  // of a student with its consultation and parent, and the spec's separate writes. Static segments (student, tutor,
  // ta, handlers, parent) win over `:id` and `:type` in the router.
  peopleStudentList: { method: 'GET', path: '/admin/user/student' },
  peopleTutorList: { method: 'GET', path: '/admin/user/tutor' },
  peopleTaList: { method: 'GET', path: '/admin/user/ta' },
  peopleHandlers: { method: 'GET', path: '/admin/user/handlers' },
  userGet: { method: 'GET', path: '/admin/user/:id' },
  studentSave: { method: 'PUT', path: '/admin/user/student/:id' },
  userCreate: { method: 'POST', path: '/admin/user', idempotent: true },
  userUpdate: { method: 'PATCH', path: '/admin/user/:type/:id' },
  parentCreate: { method: 'POST', path: '/admin/user/parent', idempotent: true },
  parentUpdate: { method: 'PATCH', path: '/admin/user/parent/:id' },
  consultationCreate: { method: 'POST', path: '/admin/consultation', idempotent: true },
  // Feedback review
  feedbackList: { method: 'GET', path: '/user_input/feedback' },
  feedbackClasses: { method: 'GET', path: '/user_input/feedback/classes' },
  feedbackClassLessons: { method: 'GET', path: '/user_input/feedback/classes/:id/lessons' },

  // The students' site's announcement and featured articles (news editor)
  newsList: { method: 'GET', path: '/v2/newsandevents' },
  newsUpdate: { method: 'PATCH', path: '/v2/newsandevents/:id' },

  // What's new: the release notes for staff
  releaseNotes: { method: 'GET', path: '/whats-new' },

  // Lesson announcements
  announcementSend: { method: 'POST', path: '/admin/announcement', idempotent: true },
  lessonAnnouncements: { method: 'GET', path: '/admin/announcement/lesson/:id' },
} as const satisfies Record<string, Endpoint>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint: its method and its path under the API's base, `:name` for each parameter (Fastify's syntax).
 * `idempotent`: a write that creates something (or sends or saves something a repeat would do twice) and so takes an
 * `Idempotency-Key` header: a repeat with the same key answers the first result and does nothing again (issue 17).
 */
export type Endpoint = { readonly method: HttpMethod; readonly path: string; readonly idempotent?: true };

export type EndpointName = keyof typeof ENDPOINTS;

/** The parameter names of a path: `PathParamNames<'/admin/lesson/:id/poll/:pollId'>` is `'id' | 'pollId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values an endpoint's path needs, by name; nothing for a path without parameters. */
export type PathParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string>;

/**
 * The path to call, each `:param` filled with its value, URL-encoded:
 * `endpointPath(ENDPOINTS.orderCancel, { id })` → `/admin/order/<id>/cancel`.
 */
export function endpointPath<E extends Endpoint>(
  endpoint: E,
  ...[params]: [PathParamNames<E['path']>] extends [never] ? [] : [PathParams<E>]
): string {
  const values: Partial<Record<string, string>> = params ?? {};
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
}
