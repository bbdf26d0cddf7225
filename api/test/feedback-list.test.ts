import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import type { FeedbackItem, FeedbackListResponse } from '@backoffice/domain/feedback';
import { STAFF_ROLES } from '@backoffice/domain/roles';
import { feedback } from '../src/db/schema/feedback';
import { insertClass, insertLessons, insertPerson, type ClassRow, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;
let maths: ClassRow;
let physics: ClassRow;
let m1: LessonRow;
let m2: LessonRow;
let p1: LessonRow;
const students: Array<{ id: string; name: string; email: string }> = [];

type Entry = { lesson: LessonRow; rating: number; content?: string; at: string; student?: number; anonymous?: boolean };

async function give(entries: Entry[]) {
  return api.db
    .insert(feedback)
    .values(
      entries.map((entry) => ({
        createdById: students[entry.student ?? 0]!.id,
        rating: entry.rating,
        content: entry.content ?? '',
        lessonId: entry.lesson.id,
        classId: entry.lesson.classId,
        targetName: entry.lesson.name,
        allowAnonymous: entry.anonymous ?? false,
        created: new Date(entry.at),
      })),
    )
    .returning();
}

function list(query = '', who = 'admin') {
  return api.as(who).get(`/api/user_input/feedback${query ? `?${query}` : ''}`);
}
async function listed(query = ''): Promise<FeedbackListResponse> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json() as FeedbackListResponse;
}
const comments = (body: { data: FeedbackItem[] }) => body.data.map((item) => item.content);

beforeAll(async () => {
  api = await testApi({
    staff: Object.fromEntries([['admin', 'SuperAdmin'], ...STAFF_ROLES.filter((role) => role !== 'SuperAdmin').map((role) => [role, role])]),
  });
  for (const n of [1, 2]) {
    const student = await insertPerson(api.db, { type: 'Student', name: `Student Fb${n}`, email: `fb${n}@students.test` });
    students.push({ id: student.id, name: student.name, email: student.email });
  }
  maths = await insertClass(api.db, { name: 'Maths (Advanced) P6' });
  physics = await insertClass(api.db, { name: 'Physics', isActive: false });
  [m1, m2] = (await insertLessons(api.db, maths.id, [
    { at: '2026-03-01T03:00:00Z', name: 'Fractions' },
    { at: '2026-03-08T03:00:00Z', name: 'Decimals' },
  ])) as [LessonRow, LessonRow];
  [p1] = (await insertLessons(api.db, physics.id, [{ at: '2026-03-02T03:00:00Z', name: 'Forces' }])) as [LessonRow];
  // Nine entries on three lessons of two classes; the anonymous one is the second student's.
  await give([
    { lesson: m1, rating: 5, content: 'm1 five', at: '2026-03-01T05:00:00Z' },
    { lesson: m1, rating: 1, content: 'm1 one', at: '2026-03-01T06:00:00Z' },
    { lesson: m1, rating: 3, at: '2026-03-01T07:00:00Z' },
    { lesson: m1, rating: 2, content: '   ', at: '2026-03-01T08:00:00Z' },
    { lesson: p1, rating: 4, content: 'p1 four', at: '2026-03-02T05:00:00Z' },
    { lesson: p1, rating: 1, at: '2026-03-02T06:00:00Z' },
    { lesson: m2, rating: 4, content: 'm2 four', at: '2026-03-08T05:00:00Z' },
    { lesson: m2, rating: 2, content: 'm2 two', at: '2026-03-08T06:00:00Z', anonymous: true, student: 1 },
    { lesson: m2, rating: 5, at: '2026-03-08T07:00:00Z' },
  ]);
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/user_input/feedback', () => {
  it('lists every entry newest first, 10 a page by default, with the count and the summary of the filter', async () => {
    const body = await listed();
    expect(body.count).toBe(9);
    expect(body.data.map((item) => item.created)).toEqual([...body.data.map((item) => item.created)].sort().reverse());
    expect(body.data[0]).toMatchObject({
      rating: 5,
      content: '',
      feedback_target_id: m2.id,
      feedback_target_object: { class: maths.id, name: 'Decimals' },
      class_obj: { _id: maths.id, name: 'Maths (Advanced) P6' },
      allow_anonymous: false,
      created_by: { _id: students[0]!.id, name: 'Student Fb1', email: 'fb1@students.test' },
    });
    expect(body.summary).toEqual({
      by_rating: [
        { rating: 1, count: 2 },
        { rating: 2, count: 2 },
        { rating: 3, count: 1 },
        { rating: 4, count: 2 },
        { rating: 5, count: 2 },
      ],
      average: 3,
    });
  });

  it("filters by class alone: the class's lessons only", async () => {
    const body = await listed(`class=${physics.id}`);
    expect(comments(body)).toEqual(['', 'p1 four']);
    expect(body.count).toBe(2);
    expect(body.summary.average).toBe(2.5);
  });

  it('filters by lesson alone', async () => {
    const body = await listed(`lesson=${m2.id}`);
    expect(comments(body)).toEqual(['', 'm2 two', 'm2 four']);
  });

  it('filters by ratings alone: one value or several, and the summary counts only those', async () => {
    expect(comments(await listed('rating=1'))).toEqual(['', 'm1 one']);
    const body = await listed('rating=1&rating=5');
    expect(body.data.map((item) => item.rating)).toEqual([5, 1, 1, 5]);
    expect(body.summary.by_rating).toEqual([
      { rating: 1, count: 2 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 0 },
      { rating: 5, count: 2 },
    ]);
    expect(body.summary.average).toBe(3);
  });

  it("filters 'Only commented' alone: a comment of blanks is no comment", async () => {
    const body = await listed('commented=true');
    expect(comments(body)).toEqual(['m2 two', 'm2 four', 'p1 four', 'm1 one', 'm1 five']);
    expect(await listed('commented=false')).toMatchObject({ count: 9 });
  });

  it('combines class, lesson, ratings and only commented', async () => {
    expect(comments(await listed(`class=${maths.id}&rating=1&rating=2&rating=5&commented=true`))).toEqual(['m2 two', 'm1 one', 'm1 five']);
    expect(comments(await listed(`class=${maths.id}&lesson=${m1.id}&rating=1&rating=2&rating=5&commented=true`))).toEqual([
      'm1 one',
      'm1 five',
    ]);
    // A lesson of another class than the one asked for matches nothing.
    const none = await listed(`class=${physics.id}&lesson=${m1.id}`);
    expect(none).toEqual({
      data: [],
      count: 0,
      summary: { by_rating: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })), average: null },
    });
  });

  it('pages by max and offset without overlap, entries given at the same instant included', async () => {
    const same = await give(
      Array.from({ length: 4 }, (_, i) => ({ lesson: p1, rating: 3, content: `tie ${i}`, at: '2026-03-02T09:00:00Z' })),
    );
    try {
      const pages = [];
      for (let offset = 0; offset < 14; offset += 3) pages.push(...(await listed(`max=3&offset=${offset}`)).data);
      expect(pages).toHaveLength(13);
      expect(new Set(pages.map((item) => item._id)).size).toBe(13);
      expect((await listed('max=3&offset=12')).count).toBe(13);
      expect((await listed('offset=100')).data).toEqual([]);
    } finally {
      for (const row of same) await api.db.delete(feedback).where(eq(feedback.id, row.id));
    }
  });

  it('leaves the author out of an anonymous entry, whoever asks: no id, name or email of theirs in the answer', async () => {
    const response = await list(`lesson=${m2.id}&commented=true`);
    const anonymous = (response.json() as FeedbackListResponse).data.find((item) => item.content === 'm2 two');
    expect(anonymous).toMatchObject({ allow_anonymous: true, created_by: null });
    expect(response.body).not.toContain(students[1]!.id);
    expect(response.body).not.toContain('Student Fb2');
    expect(response.body).not.toContain('fb2@students.test');
  });

  it('is refused to every role without /feedback, and to no one signed in', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'SuperAdmin')) {
      const response = await list('', role);
      expect({ role, status: response.statusCode, message: response.json().message[0].message }).toEqual({
        role,
        status: 403,
        message: SERVER_MESSAGES.forbidden,
      });
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/user_input/feedback' })).statusCode).toBe(401);
  });

  it.each([
    ['rating=6', 'rating'],
    ['rating=0', 'rating'],
    ['rating=two', 'rating'],
    ['rating=', 'rating'],
    ['class=maths', 'class'],
    ['lesson=1', 'lesson'],
    ['commented=yes', 'commented'],
    ['offset=-1', 'offset'],
    ['max=1000', 'max'],
    ['sortBy=rating', 'sortBy'],
    ['order=asc', 'order'],
  ])('answers 400 for %s, naming the field', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.objectContaining({ field, type: 'invalid' })]);
  });
});

describe('GET /api/user_input/feedback/classes', () => {
  it('finds classes by name, case-insensitive and literally (parentheses are text), inactive ones too', async () => {
    const response = await api.as('admin').get('/api/user_input/feedback/classes?q=(ADVANCED)');
    expect(response.json()).toEqual({ data: [{ _id: maths.id, name: 'Maths (Advanced) P6', is_active: true }], count: 1 });
    const inactive = await api.as('admin').get('/api/user_input/feedback/classes?q=phys');
    expect(inactive.json().data).toEqual([{ _id: physics.id, name: 'Physics', is_active: false }]);
    expect((await api.as('admin').get('/api/user_input/feedback/classes?q=%25')).json()).toEqual({ data: [], count: 0 });
  });

  it('needs some text: an empty search is refused, as the screen disables its button', async () => {
    for (const url of ['/api/user_input/feedback/classes', '/api/user_input/feedback/classes?q=%20%20']) {
      expect((await api.as('admin').get(url)).statusCode).toBe(400);
    }
    expect((await api.as('admin').get(`/api/user_input/feedback/classes?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('is refused to roles without /feedback', async () => {
    expect((await api.as('Tutor').get('/api/user_input/feedback/classes?q=a')).statusCode).toBe(403);
  });
});

describe('GET /api/user_input/feedback/classes/:id/lessons', () => {
  it('answers the class and its lessons that have feedback, latest first, with their counts', async () => {
    const other = await insertLessons(api.db, maths.id, [{ at: '2026-03-15T03:00:00Z', name: 'No feedback yet' }]);
    const response = await api.as('admin').get(`/api/user_input/feedback/classes/${maths.id}/lessons`);
    expect(response.json()).toEqual({
      data: [
        { _id: m2.id, name: 'Decimals', scheduled_on: m2.scheduledOn.toISOString(), feedback_count: 3 },
        { _id: m1.id, name: 'Fractions', scheduled_on: m1.scheduledOn.toISOString(), feedback_count: 4 },
      ],
      count: 2,
      class: { _id: maths.id, name: 'Maths (Advanced) P6' },
    });
    expect(other).toHaveLength(1);
  });

  it('answers 404 for an unknown class and 400 for an id that is not one; refused without /feedback', async () => {
    expect((await api.as('admin').get('/api/user_input/feedback/classes/00000000-0000-4000-8000-00000000abcd/lessons')).statusCode).toBe(404);
    expect((await api.as('admin').get('/api/user_input/feedback/classes/nope/lessons')).statusCode).toBe(400);
    expect((await api.as('Partner').get(`/api/user_input/feedback/classes/${maths.id}/lessons`)).statusCode).toBe(403);
  });
});
