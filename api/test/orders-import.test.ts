import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import {
  ORDER_CSV_COLUMNS,
  ORDER_IMPORT_BATCH_MAX,
  ORDER_MESSAGES,
  type OrderImportBatchResult,
  type OrderImportBody,
  type OrderImportResult,
} from '@backoffice/domain/orders';
import { findUserByEmail } from '../src/db/repositories/users';
import { orders } from '../src/db/schema/orders';
import { users } from '../src/db/schema/users';
import { insertClass, insertLessons, type ClassRow, type LessonRow } from './helpers/classes';
import { auditFor, countRows, createStudent, ORDER_STAFF, seatsOf } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// 10:00 on 10 March 2026, Bangkok time.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
let l: LessonRow[];
const FILE = 'a3f1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
let rowSequence = 0;

function importRow(who: string, body: OrderImportBody) {
  return api.as(who).post('/api/admin/order/import', body);
}

function body(row: Partial<OrderImportBody['row']> = {}, file = FILE): OrderImportBody {
  rowSequence += 1;
  return {
    file,
    row: {
      id: String(rowSequence),
      email: `csv-${rowSequence}@test.test`,
      class_id: klass.id,
      date: '2026-03-01',
      lessons: 2,
      ...row,
    },
  };
}

beforeAll(async () => {
  api = await testApi({ clock, staff: ORDER_STAFF });
  klass = await insertClass(api.db, { name: 'CSV class' });
  l = await insertLessons(api.db, klass.id, [
    // Past lessons of March: not allocated.
    '2026-03-03T10:00:00Z',
    '2026-03-10T02:00:00Z',
    // The future ones of March (an inactive one among them), then April.
    '2026-03-12T10:00:00Z',
    { at: '2026-03-13T10:00:00Z', isActive: false },
    '2026-03-14T10:00:00Z',
    '2026-03-17T10:00:00Z',
    // 23:30 on 31 March, Bangkok time: still March there.
    '2026-03-31T16:30:00Z',
    // 00:30 on 1 April, Bangkok time.
    '2026-03-31T17:30:00Z',
  ]);
});
afterAll(async () => {
  await api.close();
});

describe('POST /api/admin/order/import', () => {
  it("creates the row's order with the next N future lessons of its month (201 created)", async () => {
    const request = body({
      email: 'Csv.Person@Test.test',
      name: 'Csv Person',
      phone: '0899999999',
      lessons: '3',
      class_name: 'CSV class',
      student_id: 'S-17',
      teacher_id: 'T-4',
      level_title: 'Secondary 3',
      duration: 60,
    });
    const response = await importRow('admin', request);
    expect(response.statusCode).toBe(201);
    const result = (response.json() as { data: OrderImportResult }).data;
    expect(result.status).toBe('created');
    expect(result.order).toMatchObject({
      type: 'PAYMENT',
      status: 'INIT',
      remark: 'NEW',
      student: { name: 'Csv Person', email: 'csv.person@test.test' },
      detail: { lessonList: [l[2]!.id, l[4]!.id, l[5]!.id], lesson: 3, billable_lesson: 3 },
      meta: {
        is_renewal: false,
        import: {
          file: FILE,
          id: request.row.id,
          class_name: 'CSV class',
          student_id: 'S-17',
          teacher_id: 'T-4',
          level_title: 'Secondary 3',
          duration: '60',
        },
      },
    });
    const student = await findUserByEmail(api.db, 'csv.person@test.test');
    expect([...(await seatsOf(api.db, student!.id)).keys()].sort()).toEqual([l[2]!.id, l[4]!.id, l[5]!.id].sort());
    const audit = await auditFor(api.db, result.order._id);
    expect(audit.map((row) => row.action)).toEqual(['order.import']);
    expect(audit[0]!.after).toMatchObject({ import_key: `${FILE}:${request.row.id}` });
  });

  it('creates one order when the same row of the same file is imported twice (200 exists)', async () => {
    const request = body();
    const first = await importRow('admin', request);
    expect(first.statusCode).toBe(201);
    const before = await countRows(api.db, orders);
    const again = await importRow('admin', request);
    expect(again.statusCode).toBe(200);
    const result = (again.json() as { data: OrderImportResult }).data;
    expect(result.status).toBe('exists');
    expect(result.order._id).toBe((first.json() as { data: OrderImportResult }).data.order._id);
    expect(await countRows(api.db, orders)).toBe(before);
  });

  it('creates one order when the same new row arrives twice at once', async () => {
    const request = body();
    const before = await countRows(api.db, orders);
    const answers = await Promise.all([importRow('admin', request), importRow('admin', request)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await countRows(api.db, orders)).toBe(before + 1);
    const ids = answers.map((answer) => (answer.json() as { data: OrderImportResult }).data.order._id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('treats the same row id of another file as another row', async () => {
    const request = body();
    expect((await importRow('admin', request)).statusCode).toBe(201);
    const other = await importRow('admin', { ...request, file: 'ffff0000ffff0000' });
    expect(other.statusCode).toBe(201);
    // The email now belongs to a student, so the second row defaults to EXISTING.
    expect((other.json() as { data: OrderImportResult }).data.order.remark).toBe('EXISTING');
  });

  it("counts a lesson at 23:30 on the month's last day (Bangkok) in the month, and not one at 00:30 the next day", async () => {
    const response = await importRow('admin', body({ lessons: 4 }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: OrderImportResult }).data.order.detail.lessonList).toEqual([
      l[2]!.id,
      l[4]!.id,
      l[5]!.id,
      l[6]!.id,
    ]);
  });

  it("refuses a row whose month has fewer future lessons than asked, creating nothing: 'Only K future lessons in <Month YYYY>'", async () => {
    const request = body({ lessons: 5, email: 'too.many@test.test' });
    const before = await countRows(api.db, orders);
    const response = await importRow('admin', request);
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({
      field: 'row.lessons',
      message: ORDER_MESSAGES.notEnoughFutureLessons(4, 'March 2026'),
    });
    expect(response.json().message[0].message).toBe('Only 4 future lessons in March 2026');
    expect(await countRows(api.db, orders)).toBe(before);
    expect(await findUserByEmail(api.db, 'too.many@test.test')).toBeUndefined();
    // A past month has none left.
    const february = await importRow('admin', body({ date: '2026-02-15', lessons: 1 }));
    expect(february.json().message[0].message).toBe('Only 0 future lessons in February 2026');
  });

  it('defaults the remark to EXISTING for a known student, takes the type in any case, and uses a known student', async () => {
    const known = await createStudent(api.db, { email: 'known@test.test' });
    const usersBefore = await countRows(api.db, users);
    const response = await importRow('admin', body({ email: 'known@test.test', type: 'trial', lessons: 1 }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: OrderImportResult }).data.order).toMatchObject({
      type: 'TRIAL',
      status: 'PROCESSED',
      remark: 'EXISTING',
      student: { _id: known.id },
    });
    expect(await countRows(api.db, users)).toBe(usersBefore);
  });

  it("refuses an unknown email whose remark is not NEW: 'There are no users with that email' on row.email", async () => {
    const response = await importRow('admin', body({ remark: 'EXISTING' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'row.email', message: MESSAGES.noUsersWithEmail });
  });

  it('validates the row', async () => {
    const bad = await importRow('admin', body({ email: 'nope', lessons: 0, date: '2026-3-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.map((entry: { field: string }) => entry.field).sort()).toEqual(['row.date', 'row.email', 'row.lessons']);
    const noFile = await importRow('admin', { ...body(), file: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message[0].field).toBe('file');
  });

  it.each(['partner', 'agent', 'tutor'])('refuses %s (needs canCreateOrder and canCreateOrderByCSV)', async (who) => {
    const request = body({ type: 'TRIAL' });
    const response = await importRow(who, request);
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
    const stored = await api.db.select().from(orders).where(eq(orders.importKey, `${FILE}:${request.row.id}`));
    expect(stored).toHaveLength(0);
  });
});

describe('POST /api/admin/order/import/batch', () => {
  function importBatch(who: string, rows: Array<Record<string, unknown>>, file = FILE) {
    return api.as(who).post('/api/admin/order/import/batch', { file, rows });
  }
  const resultsOf = (response: { json: () => unknown }) => (response.json() as { data: OrderImportBatchResult[]; count: number }).data;

  it('imports each row on its own, in order: created, failed (nothing saved), found, malformed, already imported', async () => {
    const earlier = body({ email: 'batch.earlier@test.test' });
    expect((await importRow('admin', earlier)).statusCode).toBe(201);
    const ordersBefore = await countRows(api.db, orders);
    const usersBefore = await countRows(api.db, users);

    const first = body({ email: 'batch.new@test.test', name: 'Batch New', lessons: 1 }).row;
    const tooMany = body({ email: 'batch.too.many@test.test', lessons: 5 }).row;
    // The same new student again: the first row created them, so this one finds them (remark EXISTING).
    const again = body({ email: 'Batch.New@test.test', lessons: 2 }).row;
    const malformed = { id: 'bad-1', email: 'nope', class_id: klass.id, date: '2026-3-1', lessons: 0 };
    const response = await importBatch('admin', [first, tooMany, again, malformed, earlier.row]);
    expect(response.statusCode).toBe(200);
    const results = resultsOf(response);
    expect((response.json() as { count: number }).count).toBe(5);
    expect(results.map((result) => [result.id, result.status])).toEqual([
      [first.id, 'created'],
      [tooMany.id, 'failed'],
      [again.id, 'created'],
      ['bad-1', 'failed'],
      [earlier.row.id, 'exists'],
    ]);
    expect(results[1]).toMatchObject({
      message: [{ code: 'BadRequest', field: 'row.lessons', message: 'Only 4 future lessons in March 2026' }],
    });
    expect((results[3] as { message: Array<{ field: string }> }).message.map((entry) => entry.field).sort()).toEqual([
      'row.date',
      'row.email',
      'row.lessons',
    ]);
    expect(await countRows(api.db, orders)).toBe(ordersBefore + 2);
    expect(await countRows(api.db, users)).toBe(usersBefore + 1);
    expect(await findUserByEmail(api.db, 'batch.too.many@test.test')).toBeUndefined();

    const [created, found] = [results[0], results[2]] as Array<{ order_id: string }>;
    const stored = await api.db.select().from(orders).where(eq(orders.id, found!.order_id));
    expect(stored[0]).toMatchObject({ remark: 'EXISTING', importKey: `${FILE}:${again.id}` });
    expect((await auditFor(api.db, created!.order_id)).map((row) => row.action)).toEqual(['order.import']);
    const student = await findUserByEmail(api.db, 'batch.new@test.test');
    expect([...(await seatsOf(api.db, student!.id)).keys()].sort()).toEqual([l[2]!.id, l[4]!.id].sort());

    // The same rows again create nothing; the failed ones fail again.
    const repeat = resultsOf(await importBatch('admin', [first, tooMany, again, malformed, earlier.row]));
    expect(repeat.map((result) => result.status)).toEqual(['exists', 'failed', 'exists', 'failed', 'exists']);
    expect(repeat[0]).toMatchObject({ order_id: created!.order_id });
    expect(await countRows(api.db, orders)).toBe(ordersBefore + 2);
  });

  it('creates a new student once when two batches naming them arrive at once', async () => {
    const usersBefore = await countRows(api.db, users);
    const [a, b] = [body({ email: 'batch.race@test.test' }).row, body({ email: 'batch.race@test.test', lessons: 1 }).row];
    const answers = await Promise.all([importBatch('admin', [a]), importBatch('admin', [b])]);
    expect(answers.flatMap((answer) => resultsOf(answer).map((result) => result.status))).toEqual(['created', 'created']);
    expect(await countRows(api.db, users)).toBe(usersBefore + 1);
  });

  it(`refuses an empty batch, more than ${ORDER_IMPORT_BATCH_MAX} rows and a bad fingerprint (400)`, async () => {
    expect((await importBatch('admin', [])).statusCode).toBe(400);
    const many = Array.from({ length: ORDER_IMPORT_BATCH_MAX + 1 }, () => body().row);
    const tooMany = await importBatch('admin', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message[0].field).toBe('rows');
    const badFile = await importBatch('admin', [body().row], 'x');
    expect(badFile.json().message[0].field).toBe('file');
  });

  it.each(['partner', 'agent', 'tutor'])('refuses %s (needs canCreateOrder and canCreateOrderByCSV)', async (who) => {
    const row = body({ type: 'TRIAL' }).row;
    const response = await importBatch(who, [row]);
    expect(response.statusCode).toBe(403);
    expect(await api.db.select().from(orders).where(eq(orders.importKey, `${FILE}:${row.id}`))).toHaveLength(0);
  });
});

describe('GET /api/admin/order/import/template.csv', () => {
  it('serves the header row and one example row dated next month', async () => {
    const response = await api.as('admin').get('/api/admin/order/import/template.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment');
    const [header, example, rest] = response.body.split('\r\n');
    expect(header).toBe(ORDER_CSV_COLUMNS.join(','));
    const cells = example!.split(',');
    expect(cells).toHaveLength(ORDER_CSV_COLUMNS.length);
    const value = (column: (typeof ORDER_CSV_COLUMNS)[number]) => cells[ORDER_CSV_COLUMNS.indexOf(column)];
    expect(value('date')).toBe('2026-04-01');
    expect(value('lessons')).toBe('4');
    expect(value('email')).toContain('@');
    expect(rest).toBe('');
  });

  it.each(['partner', 'agent'])('refuses %s', async (who) => {
    const response = await api.as(who).get('/api/admin/order/import/template.csv');
    expect(response.statusCode).toBe(403);
  });
});
