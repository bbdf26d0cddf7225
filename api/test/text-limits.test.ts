import { randomUUID } from 'node:crypto';
import { ANNOUNCEMENT_SUBJECT_MAX } from '@backoffice/domain/announcements';
import { CLASS_MESSAGES, CURRENCY_MAX_LENGTH, type ClassItem, type LessonDetail } from '@backoffice/domain/classes';
import { MESSAGES } from '@backoffice/domain/messages';
import type { OrderImportBatchResult } from '@backoffice/domain/orders';
import { ORDER_LIST_REMARK_PREVIEW, type Order, type OrderListRow, type PollQuestion } from '@backoffice/domain/records';
import { TEXT_MAX, tooLongMessage } from '@backoffice/domain/text';
import { auditLog } from '../src/db/schema/audit';
import { classes, classStaff, classStudents } from '../src/db/schema/classes';
import { lessonPolls, lessons, lessonStaff, lessonStudents } from '../src/db/schema/lessons';
import { orders } from '../src/db/schema/orders';
import { outbox } from '../src/db/schema/outbox';
import { users, type UserRow } from '../src/db/schema/users';
import { classPayload, insertClass, insertLessons, insertPerson, makeZoomLesson, seat, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// 10:00 on Tuesday 10 March 2026 in Bangkok.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let lesson: LessonRow;
let agent: UserRow;
const FILE = 'b4e2d3c5f6a70819203b4c5d6e7f8091a2b3c4d5e6f70819203b4c5d6e7f809';

/** Text of exactly `length` characters. */
const text = (length: number, unit = 'x') => unit.repeat(length);
/** A well-formed email of exactly `length` characters, a new one each time. */
const emailOf = (length: number, unit = 'e') => {
  const tag = randomUUID().slice(0, 8);
  return `${tag}${text(length - tag.length - '@centre.test'.length, unit)}@centre.test`;
};

type ErrorEntry = { message: string; field?: string; type: string };
const errorsOf = (response: { json: () => unknown }) => (response.json() as { message: ErrorEntry[] }).message;

/** Every row a write could touch, in a stable order: the database is unchanged when this is. */
async function snapshot(): Promise<string> {
  const db = api.db;
  const tables = [classes, classStaff, classStudents, lessons, lessonStaff, lessonStudents, lessonPolls, orders, users, outbox, auditLog];
  const dumps = await Promise.all(tables.map((table) => db.select().from(table)));
  return JSON.stringify(dumps.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

/** Sends the write and expects a 400 naming the field with the message (a string or a matcher), and nothing written. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  field: string,
  message: unknown,
): Promise<void> {
  const before = await snapshot();
  const response = await send();
  expect({ status: response.statusCode, errors: errorsOf(response) }).toEqual({
    status: 400,
    errors: [expect.objectContaining({ field, message, type: 'invalid' })],
  });
  expect(await snapshot()).toEqual(before);
}

async function studentLesson() {
  const klass = await insertClass(api.db, { name: `Limits ${randomUUID().slice(0, 8)}` });
  const [row] = await insertLessons(api.db, klass.id, ['2026-03-12T03:00:00Z', '2026-03-19T03:00:00Z']);
  return { klass, lesson: row! };
}

beforeAll(async () => {
  api = await testApi({ clock, staff: { admin: { type: 'SuperAdmin', name: 'Limits Admin' } } });
  agent = await insertPerson(api.db, { type: 'Agent', name: 'Limits Agent' });
  ({ lesson } = await studentLesson());
  const student = await insertPerson(api.db, { type: 'Student', name: 'Announced Student' });
  await seat(api.db, lesson.id, [student.id]);
  await makeZoomLesson(api.db, lesson.id);
});
afterAll(async () => {
  await api.close();
});

describe('classes', () => {
  it('refuses a class name one over the maximum with the max message, not the required one', async () => {
    await expectRefused(
      () => api.as('admin').post('/api/admin/class', classPayload({ name: text(TEXT_MAX.name + 1) })),
      'name',
      tooLongMessage('Class name', TEXT_MAX.name),
    );
    const response = await api.as('admin').post('/api/admin/class', classPayload({ name: text(TEXT_MAX.name) }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: ClassItem }).data.name).toHaveLength(TEXT_MAX.name);
  });

  it('still asks for an empty class name', async () => {
    await expectRefused(() => api.as('admin').post('/api/admin/class', classPayload({ name: '   ' })), 'name', CLASS_MESSAGES.nameRequired);
  });

  it.each([
    ['subject', { subject: text(TEXT_MAX.name + 1) }, tooLongMessage('Subject', TEXT_MAX.name)],
    ['currency', { currency: text(CURRENCY_MAX_LENGTH + 1) }, tooLongMessage('Currency', CURRENCY_MAX_LENGTH)],
    [
      'schedule.date_of_week',
      { schedule: { start_time: '10:00', end_time: '11:00', date_of_week: text(TEXT_MAX.name + 1) } },
      tooLongMessage('Day of week', TEXT_MAX.name),
    ],
    ['desc', { desc: text(TEXT_MAX.richText + 1) }, tooLongMessage('Description', TEXT_MAX.richText)],
  ])('refuses an edit with %s one over the maximum', async (field, changes, message) => {
    const klass = await insertClass(api.db);
    await expectRefused(() => api.as('admin').patch(`/api/admin/class/${klass.id}`, changes), field, message);
  });

  it('takes an edit with every text at its maximum', async () => {
    const klass = await insertClass(api.db);
    const changes = {
      subject: text(TEXT_MAX.name),
      currency: text(CURRENCY_MAX_LENGTH),
      schedule: { start_time: '10:00', end_time: '11:00', date_of_week: text(TEXT_MAX.name) },
      desc: `<p>${text(TEXT_MAX.richText - 7)}</p>`,
    };
    const response = await api.as('admin').patch(`/api/admin/class/${klass.id}`, changes);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: ClassItem }).data).toMatchObject(changes);
  });
});

describe('lessons', () => {
  const lessonBody = (overrides: Record<string, unknown> = {}) => ({
    class: lesson.classId,
    name: 'Kinematics',
    scheduled_on: '2026-03-16T03:00:00.000Z',
    ended_on: '2026-03-16T04:30:00.000Z',
    ...overrides,
  });

  it('refuses a lesson name one over the maximum on create and on edit, and takes one at the maximum', async () => {
    const message = tooLongMessage('Lesson name', TEXT_MAX.name);
    await expectRefused(() => api.as('admin').post('/api/admin/lesson', lessonBody({ name: text(TEXT_MAX.name + 1) })), 'name', message);
    await expectRefused(() => api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, { name: text(TEXT_MAX.name + 1) }), 'name', message);

    const created = await api.as('admin').post('/api/admin/lesson', lessonBody({ name: text(TEXT_MAX.name) }));
    expect(created.statusCode).toBe(201);
    const edited = await api.as('admin').patch(`/api/admin/lesson/${(created.json() as { data: LessonDetail }).data._id}`, {
      name: text(TEXT_MAX.name, 'y'),
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { data: LessonDetail }).data.name).toBe(text(TEXT_MAX.name, 'y'));
  });

  it('refuses a lesson description one over the maximum', async () => {
    await expectRefused(
      () => api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, { desc: text(TEXT_MAX.richText + 1) }),
      'desc',
      tooLongMessage('Description', TEXT_MAX.richText),
    );
  });

  it('refuses an Add Student email one over the maximum', async () => {
    await expectRefused(
      () => api.as('admin').post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails: [emailOf(TEXT_MAX.email + 1)] }),
      'emails.0',
      tooLongMessage('Email', TEXT_MAX.email),
    );
    const response = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails: [emailOf(TEXT_MAX.email)] });
    expect(response.statusCode).toBe(200);
  });
});

describe('poll questions', () => {
  const question = (overrides: Record<string, unknown> = {}) => ({
    name: 'Question 1',
    question: 'Which is a vector?',
    choice_type: 'single',
    option: ['Velocity', 'Speed'],
    answer_index: [0],
    ...overrides,
  });

  it.each([
    ['name', { name: text(TEXT_MAX.name + 1) }, tooLongMessage('Name', TEXT_MAX.name)],
    ['question', { question: text(TEXT_MAX.question + 1) }, tooLongMessage('Question', TEXT_MAX.question)],
    ['option.1', { option: ['Velocity', text(TEXT_MAX.answer + 1)] }, tooLongMessage('Answer', TEXT_MAX.answer)],
  ])('refuses a question with %s one over the maximum', async (field, overrides, message) => {
    await expectRefused(() => api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, question(overrides)), field, message);
  });

  it('takes a question at every maximum, and refuses an edit one over', async () => {
    const atMax = question({ name: text(TEXT_MAX.name), question: text(TEXT_MAX.question), option: [text(TEXT_MAX.answer), 'Speed'] });
    const created = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/poll`, atMax);
    expect(created.statusCode).toBe(201);
    const poll = (created.json() as { data: PollQuestion }).data;
    expect(poll.option[0]?.content).toHaveLength(TEXT_MAX.answer);

    await expectRefused(
      () => api.as('admin').put(`/api/admin/lesson/${lesson.id}/poll/${poll._id}`, question({ question: text(TEXT_MAX.question + 1) })),
      'question',
      tooLongMessage('Question', TEXT_MAX.question),
    );
  });
});

describe('announcements', () => {
  const email = (overrides: Record<string, unknown> = {}) => ({
    kind: 'lesson',
    lesson: lesson.id,
    type: 'email',
    group: 'student',
    request_id: randomUUID(),
    subject: 'Room change',
    content: '<p>Room 4 this week.</p>',
    ...overrides,
  });

  it.each([
    ['subject', { subject: text(ANNOUNCEMENT_SUBJECT_MAX + 1) }, tooLongMessage('Subject', ANNOUNCEMENT_SUBJECT_MAX)],
    ['content', { content: text(TEXT_MAX.richText + 1) }, tooLongMessage('Content', TEXT_MAX.richText)],
  ])('refuses an email with %s one over the maximum', async (field, overrides, message) => {
    await expectRefused(() => api.as('admin').post('/api/admin/announcement', email(overrides)), field, message);
  });

  it('takes an email subject at the maximum', async () => {
    const response = await api.as('admin').post('/api/admin/announcement', email({ subject: text(ANNOUNCEMENT_SUBJECT_MAX) }));
    expect(response.statusCode).toBe(202);
  });
});

describe('allocations', () => {
  async function orderClass() {
    const { klass } = await studentLesson();
    return klass;
  }
  const createBody = (klass: { id: string }, overrides: Record<string, unknown> = {}) => ({
    type: 'PAYMENT',
    email: `new-${randomUUID().slice(0, 8)}@test.test`,
    class: klass.id,
    start_date: '2026-03-12T03:00:00.000Z',
    end_date: '2026-03-19T03:00:00.000Z',
    remark: 'NEW',
    ...overrides,
  });

  it.each([
    ['email', { email: emailOf(TEXT_MAX.email + 1) }, tooLongMessage('Email', TEXT_MAX.email)],
    ['name', { name: text(TEXT_MAX.name + 1) }, tooLongMessage('Name', TEXT_MAX.name)],
    ['phone', { phone: text(TEXT_MAX.phone + 1, '1') }, tooLongMessage('Phone', TEXT_MAX.phone)],
    ['remark', { remark: `NEW${text(TEXT_MAX.remark - 2)}` }, tooLongMessage('Remark', TEXT_MAX.remark)],
    ['discount_code', { discount_code: text(TEXT_MAX.code + 1) }, tooLongMessage('Discount code', TEXT_MAX.code)],
  ])('refuses a new allocation with %s one over the maximum', async (field, overrides, message) => {
    const klass = await orderClass();
    await expectRefused(() => api.as('admin').post('/api/admin/order', createBody(klass, overrides)), field, message);
  });

  it('refuses an email of 8 KB with a 400, not the index row limit', async () => {
    const klass = await orderClass();
    await expectRefused(
      () => api.as('admin').post('/api/admin/order', createBody(klass, { email: emailOf(8 * 1024) })),
      'email',
      tooLongMessage('Email', TEXT_MAX.email),
    );
  });

  it('takes a new allocation with every text at its maximum', async () => {
    const klass = await orderClass();
    // Any remark goes for a student who exists; a new one needs 'NEW' (spec §5 remark helper).
    const student = await insertPerson(api.db, { type: 'Student', email: emailOf(TEXT_MAX.email) });
    const fields = {
      email: student.email,
      name: text(TEXT_MAX.name),
      phone: text(TEXT_MAX.phone, '1'),
      remark: text(TEXT_MAX.remark),
      discount_code: text(TEXT_MAX.code, 'd'),
    };
    const response = await api.as('admin').post('/api/admin/order', createBody(klass, fields));
    expect(response.statusCode).toBe(201);
    const order = (response.json() as { data: Order }).data;
    expect(order).toMatchObject({
      remark: fields.remark,
      discount_code: text(TEXT_MAX.code, 'D'),
      created_by: { name: fields.name, email: fields.email, phone: fields.phone },
    });
  });

  it('refuses a cancel reason one over the maximum, and takes one at the maximum', async () => {
    const klass = await orderClass();
    const created = await api.as('admin').post('/api/admin/order', createBody(klass));
    const order = (created.json() as { data: Order }).data;
    await expectRefused(
      () => api.as('admin').patch(`/api/admin/order/${order._id}/cancel`, { remark: text(TEXT_MAX.remark + 1) }),
      'remark',
      tooLongMessage('Reason', TEXT_MAX.remark),
    );
    await expectRefused(() => api.as('admin').patch(`/api/admin/order/${order._id}/cancel`, { remark: ' ' }), 'remark', MESSAGES.cancelRemarkRequired);
    const cancelled = await api.as('admin').patch(`/api/admin/order/${order._id}/cancel`, { remark: text(TEXT_MAX.remark) });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as { data: Order }).data.remark).toHaveLength(TEXT_MAX.remark);
  });

  it('takes no free text in an update: an agent that is not an id is refused, extra meta is not stored', async () => {
    const klass = await orderClass();
    const order = (((await api.as('admin').post('/api/admin/order', createBody(klass))).json()) as { data: Order }).data;
    await expectRefused(() => api.as('admin').patch(`/api/admin/order/${order._id}`, { agent: text(TEXT_MAX.name + 1) }), 'agent', expect.any(String));
    const updated = await api.as('admin').patch(`/api/admin/order/${order._id}`, { agent: agent.id, meta: { is_renewal: true, note: text(10_000) } });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { data: Order }).data.meta).toEqual({ is_renewal: true });
  });

  describe('CSV import rows', () => {
    let rowId = 0;
    const row = (klass: { id: string }, overrides: Record<string, unknown> = {}) => {
      rowId += 1;
      return { id: `row-${rowId}`, email: `csv-${randomUUID().slice(0, 8)}@test.test`, class_id: klass.id, date: '2026-03-01', lessons: 1, ...overrides };
    };

    it.each([
      ['row.id', { id: text(TEXT_MAX.csvValue + 1) }, tooLongMessage('id', TEXT_MAX.csvValue)],
      ['row.email', { email: emailOf(TEXT_MAX.email + 1) }, tooLongMessage('Email', TEXT_MAX.email)],
      ['row.name', { name: text(TEXT_MAX.name + 1) }, tooLongMessage('name', TEXT_MAX.name)],
      ['row.phone', { phone: text(TEXT_MAX.phone + 1, '1') }, tooLongMessage('phone', TEXT_MAX.phone)],
      ['row.remark', { remark: text(TEXT_MAX.remark + 1) }, tooLongMessage('remark', TEXT_MAX.remark)],
      ['row.discount_code', { discount_code: text(TEXT_MAX.code + 1) }, tooLongMessage('discount_code', TEXT_MAX.code)],
      ['row.class_name', { class_name: text(TEXT_MAX.name + 1) }, tooLongMessage('class_name', TEXT_MAX.name)],
      ['row.subject_title', { subject_title: text(TEXT_MAX.name + 1) }, tooLongMessage('subject_title', TEXT_MAX.name)],
      ['row.start_datetime', { start_datetime: text(TEXT_MAX.csvValue + 1) }, tooLongMessage('start_datetime', TEXT_MAX.csvValue)],
    ])('refuses a row with %s one over the maximum, alone or in a batch', async (field, overrides, message) => {
      const klass = await orderClass();
      await expectRefused(() => api.as('admin').post('/api/admin/order/import', { file: FILE, row: row(klass, overrides) }), field, message);

      const before = await snapshot();
      const batch = await api.as('admin').post('/api/admin/order/import/batch', { file: FILE, rows: [row(klass, overrides)] });
      expect(batch.statusCode).toBe(200);
      const [result] = (batch.json() as { data: OrderImportBatchResult[] }).data;
      expect(result).toMatchObject({ status: 'failed', message: [expect.objectContaining({ field, message })] });
      expect(await snapshot()).toEqual(before);
    });

    it('takes a row with every text at its maximum', async () => {
      const klass = await orderClass();
      // Any remark goes for a student who exists; a new one needs 'NEW' (spec §5 remark helper).
      const student = await insertPerson(api.db, { type: 'Student', email: emailOf(TEXT_MAX.email) });
      const cells = { id: text(TEXT_MAX.csvValue, 'i'), email: student.email, ...maxedCsvCells() };
      const response = await api.as('admin').post('/api/admin/order/import', { file: FILE, row: row(klass, cells) });
      expect(response.statusCode).toBe(201);
      expect((response.json() as { data: { order: Order } }).data.order.meta).toMatchObject({ import: { subject_title: cells.subject_title } });
    });
  });
});

/** Every text cell of a CSV row at its maximum (the row's id and email aside). */
function maxedCsvCells(unit = 'x') {
  return {
    name: text(TEXT_MAX.name, unit),
    phone: text(TEXT_MAX.phone, '1'),
    remark: text(TEXT_MAX.remark, unit),
    discount_code: text(TEXT_MAX.code, unit),
    class_name: text(TEXT_MAX.name, unit),
    student_id: text(TEXT_MAX.csvValue, unit),
    teacher_id: text(TEXT_MAX.csvValue, unit),
    level_id: text(TEXT_MAX.csvValue, unit),
    level_title: text(TEXT_MAX.name, unit),
    subject_id: text(TEXT_MAX.csvValue, unit),
    subject_title: text(TEXT_MAX.name, unit),
    start_datetime: text(TEXT_MAX.csvValue, unit),
    duration: text(TEXT_MAX.csvValue, unit),
    created: text(TEXT_MAX.csvValue, unit),
    modified: text(TEXT_MAX.csvValue, unit),
  };
}

describe('the allocation list page', () => {
  /**
   * The heaviest allocations users can make: a CSV row with every cell at its maximum (kept on the order), for a
   * student, a class and an agent whose names and emails are at theirs, then cancelled with the longest reason by
   * someone with the longest name: the remark is then on the order and twice in its history. The 5,000-character
   * remarks are refused first.
   */
  async function heaviestOrders(count: number, unit: string) {
    const db = api.db;
    const klass = await insertClass(db, { name: text(TEXT_MAX.name, unit) });
    await insertLessons(db, klass.id, ['2026-03-12T03:00:00Z']);
    const heavyAgent = await insertPerson(db, { type: 'Agent', name: text(TEXT_MAX.name, unit), email: emailOf(TEXT_MAX.email, unit) });
    await api.addStaff({ [`heavy${unit}`]: { type: 'SuperAdmin', name: text(TEXT_MAX.name, unit), email: emailOf(TEXT_MAX.email, unit) } });
    const heavy = api.as(`heavy${unit}`);
    const file = text(128, 'f');
    for (let i = 0; i < count; i += 1) {
      const student = await insertPerson(db, { type: 'Student', name: text(TEXT_MAX.name, unit), email: emailOf(TEXT_MAX.email, unit) });
      const row = { id: `${i}`.padStart(TEXT_MAX.csvValue, unit), email: student.email, class_id: klass.id, date: '2026-03-01', lessons: 1 };
      const tooLong = await heavy.post('/api/admin/order/import', { file, row: { ...row, ...maxedCsvCells(unit), remark: text(5000, unit) } });
      expect(tooLong.statusCode).toBe(400);
      const imported = await heavy.post('/api/admin/order/import', { file, row: { ...row, ...maxedCsvCells(unit) } });
      expect(imported.statusCode).toBe(201);
      const order = (imported.json() as { data: { order: Order } }).data.order;
      expect((await heavy.patch(`/api/admin/order/${order._id}`, { agent: heavyAgent.id })).statusCode).toBe(200);
      const cancel = (remark: string) => heavy.patch(`/api/admin/order/${order._id}/cancel`, { remark });
      expect((await cancel(text(5000, unit))).statusCode).toBe(400);
      expect((await cancel(text(TEXT_MAX.remark, unit))).statusCode).toBe(200);
    }
    return heavy;
  }

  // Issue 23: "a list page stays under 100 KB of JSON whatever users typed". Thai letters are the heaviest text that
  // can be typed (3 bytes each in UTF-8); the control characters JSON would send as six bytes are refused.
  it.each([
    ['Latin letters', 'x'],
    ['Thai letters, 3 bytes each in UTF-8', 'ก'],
  ])('stays under 100 KB with 20 of the heaviest allocations: %s', async (_, unit) => {
    // Newer than every other order of this file, so the first page holds only these.
    clock.set(unit === 'x' ? '2026-03-10T04:00:00Z' : '2026-03-10T05:00:00Z');
    const heavy = await heaviestOrders(20, unit);
    const response = await heavy.get('/api/admin/order?max=20');
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: OrderListRow[] };
    expect(page.data).toHaveLength(20);
    expect(page.data.map((order) => [order.remark, order.remark_clipped])).toEqual(
      Array.from({ length: 20 }, () => [text(ORDER_LIST_REMARK_PREVIEW, unit), true]),
    );
    expect(Buffer.byteLength(response.body)).toBeLessThan(100_000);
    // The whole remark is one request away.
    const whole = await heavy.get(`/api/admin/order/${page.data[0]!._id}`);
    expect((whole.json() as { data: Order }).data.remark).toBe(text(TEXT_MAX.remark, unit));
  });
});
