import { http, HttpResponse } from 'msw';
import {
  announcementRequestSchema,
  lessonAnnouncementsResponseSchema,
  type AnnouncementMessage,
  type AnnouncementRequest,
  type AnnouncementResult,
  type LessonAnnouncements,
} from '@backoffice/domain/announcements';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import { uuid } from './factories';

type ErrorEntry = { code: string; type: string; message: string; field?: string };

const errorResponse = (status: number, entries: ErrorEntry[]) => HttpResponse.json({ message: entries }, { status });

export type Reach = LessonAnnouncements['reach'];

/** Who each group reaches: by default 14 students (12 with an email, 9 with a phone), 3 trial, 2 video students. */
export function reachOf(overrides: Partial<Reach> = {}): Reach {
  return {
    student: { students: 14, email: 12, sms: 9 },
    trial_student: { students: 3, email: 3, sms: 1 },
    video_student: { students: 2, email: 2, sms: 0 },
    ...overrides,
  };
}

/** A message of the lesson's outbox as GET /admin/announcement/lesson/{id} lists it. */
export function messageOf(n: number, overrides: Partial<AnnouncementMessage> = {}): AnnouncementMessage {
  return {
    _id: uuid(n, 'd0000000'),
    channel: 'email',
    group: 'student',
    to: `student${n}@demo.test`,
    recipient_name: `Student ${n}`,
    subject: 'Bring your calculator',
    status: 'queued',
    attempts: 0,
    last_error: null,
    created: '2026-01-12T02:00:00.000Z',
    sent_at: null,
    ...overrides,
  };
}

export type AnnouncementsApiOptions = {
  reach?: Reach;
  messages?: AnnouncementMessage[];
  /** How many messages the lesson has in all (the list holds the latest 50 at most). */
  messageCount?: number;
  classPageUrl?: string;
  centreName?: string;
  /** GET answers this status and message instead of the lesson's announcements. */
  failGet?: { status: number; message: string };
};

/** A request the fake received. */
export type SeenAnnouncementRequest = { method: string; path: string; body?: unknown };

/**
 * MSW fake of /admin/announcement (shared/domain/src/announcements.ts) for one or more lessons. A POST is checked with
 * the contract's own `announcementRequestSchema` (400 with one entry per field otherwise, as the API answers), queues
 * one message per recipient the channel reaches, and remembers `request_id` + group: the same pair again queues
 * nothing and answers what it queued as `repeated`, as the real API does. `failNext(group, …)` refuses that group's
 * next call once.
 */
export function announcementsApi(options: AnnouncementsApiOptions = {}) {
  const reach = options.reach ?? reachOf();
  const state = {
    messages: [...(options.messages ?? [])],
    messageCount: options.messageCount ?? options.messages?.length ?? 0,
  };
  const requests: SeenAnnouncementRequest[] = [];
  const done = new Map<string, AnnouncementResult>();
  const failures = new Map<LessonStudentGroup, { status: number; message: string }>();
  let nextMessage = 5000;

  const handlers = [
    http.get('*/api/admin/announcement/lesson/:lessonId', ({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname });
      if (options.failGet) {
        return errorResponse(options.failGet.status, [{ code: 'Error', type: 'internal', message: options.failGet.message }]);
      }
      const body = lessonAnnouncementsResponseSchema.parse({
        data: {
          reach,
          class_page_url: options.classPageUrl ?? 'https://classes.demo.test/class/ielts-intensive',
          centre_name: options.centreName ?? 'Bright Tutoring',
          messages: state.messages.slice(0, 50),
          message_count: state.messageCount,
        },
      });
      return HttpResponse.json(body);
    }),
    http.post('*/api/admin/announcement', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const parsed = announcementRequestSchema.safeParse(body);
      if (!parsed.success) {
        return errorResponse(
          400,
          parsed.error.issues.map((issue) => ({ code: 'BadRequest', type: 'invalid', message: issue.message, field: issue.path.join('.') })),
        );
      }
      const call = parsed.data;
      const failure = failures.get(call.group);
      if (failure) {
        failures.delete(call.group);
        return errorResponse(failure.status, [{ code: 'Error', type: failure.status === 409 ? 'conflict' : 'internal', message: failure.message }]);
      }
      const key = `${call.request_id}:${call.group}`;
      const earlier = done.get(key);
      if (earlier) return HttpResponse.json({ data: { ...earlier, queued: 0, repeated: earlier.queued } });
      const groupReach = reach[call.group];
      const reached = groupReach[call.type];
      const result: AnnouncementResult = {
        group: call.group,
        recipients: groupReach.students,
        queued: reached,
        repeated: 0,
        unreachable: groupReach.students - reached,
      };
      done.set(key, result);
      const queued = Array.from({ length: reached }, (_, i) =>
        messageOf(nextMessage++, {
          channel: call.type,
          group: call.group,
          to: call.type === 'email' ? `${call.group}${i + 1}@demo.test` : `+66 8100000${String(i).padStart(2, '0')}`,
          subject: call.type === 'email' ? call.subject : null,
          created: new Date().toISOString(),
        }),
      );
      state.messages = [...queued, ...state.messages];
      state.messageCount += queued.length;
      return HttpResponse.json({ data: result }, { status: 201 });
    }),
  ];

  return {
    handlers,
    requests,
    state,
    /** The POST /admin/announcement bodies, in order. */
    posted: () => requests.filter((r) => r.method === 'POST').map((r) => r.body as AnnouncementRequest),
    /** GET calls made so far. */
    gets: () => requests.filter((r) => r.method === 'GET'),
    /** Refuses `group`'s next call once with this status and message (the server's words). */
    failNext(group: LessonStudentGroup, message: string, status = 503) {
      failures.set(group, { status, message });
    },
  };
}
