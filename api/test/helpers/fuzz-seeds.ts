import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { classPayload } from './classes';
import { TEST_PASSWORD } from './users';

/**
 * Requests each write route answers 2xx on the demo data, which the fuzzer mutates a field or two at a time (the way
 * most faults deep in a route are found: a request that passes every check but one). The fuzzer's own requests,
 * made from the schemas alone, rarely get past rules the schemas cannot tell (a tutor that is a tutor, an end after
 * the start). A route without a seed is fuzzed from its schema alone.
 */
export type FuzzSeed = { params: string[]; body?: unknown };

type Rows<T> = { rows: T[] };

async function one(db: DbOrTx, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await db.execute(query)) as unknown as Rows<{ id: string }>;
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`the demo data has no row for a fuzz seed: ${JSON.stringify(query)}`);
  return id;
}

/** Seeds by `METHOD /pattern`, from the demo data in `db`. */
export async function fuzzSeeds(db: DbOrTx): Promise<Record<string, FuzzSeed[]>> {
  const tutor = await one(db, sql`select id::text as id from users where type = 'Tutor' and is_active order by id limit 1`);
  const ta = await one(db, sql`select id::text as id from users where type = 'TA' and is_active order by id limit 1`);
  const klass = await one(db, sql`select id::text as id from classes where is_active order by id limit 1`);
  const lesson = await one(db, sql`select id::text as id from lessons where class_id = ${klass} order by scheduled_on limit 1`);
  const seated = (await db.execute(
    sql`select lesson_id::text as lesson, user_id::text as student from lesson_students order by lesson_id, user_id limit 1`,
  )) as unknown as Rows<{ lesson: string; student: string }>;
  const unseated = await one(
    db,
    sql`select id::text as id from users u where type = 'Student' and is_active
        and not exists (select 1 from lesson_students s where s.lesson_id = ${lesson} and s.user_id = u.id) order by id limit 1`,
  );
  // Two questions of one lesson: the seeds' check deletes one, and the replacing seed keeps the other.
  const poll = (await db.execute(
    sql`select lesson_id::text as lesson, id::text as poll from lesson_polls
        where lesson_id = (select lesson_id from lesson_polls group by lesson_id having count(*) > 1 order by lesson_id limit 1)
        order by id limit 2`,
  )) as unknown as Rows<{ lesson: string; poll: string }>;
  const order = await one(db, sql`select id::text as id from orders where status <> 'CANCELLED' order by id limit 1`);
  const agent = await one(db, sql`select id::text as id from users where type = 'Agent' and is_active order by id limit 1`);
  const student = await one(db, sql`select id::text as id from users where type = 'Student' and is_active and parent_id is not null order by id limit 1`);
  const parent = await one(db, sql`select parent_id::text as id from users where id = ${student}`);
  const news = await one(db, sql`select id::text as id from news order by id limit 1`);
  const flagged = await one(
    db,
    sql`select id::text as id from lessons where is_active and consult_immediately and not consult_resolved order by id limit 1`,
  );
  const { lesson: pollLesson, poll: pollId } = poll.rows[0] ?? {};
  const doomedPoll = poll.rows[1]?.poll;
  const { lesson: seatLesson, student: seatStudent } = seated.rows[0] ?? {};
  const question = { name: 'Warm-up', question: 'What is 2 + 2?', choice_type: 'single', option: ['3', '4', '5'], answer_index: [1] };
  const seeds: Record<string, FuzzSeed[]> = {
    'POST /api/auth': [{ params: [], body: { email: 'admin@fuzz.test', password: TEST_PASSWORD } }],
    'POST /api/changePassword': [{ params: [], body: { password: 'Fuzz-Pass-1234' } }],
    'POST /api/admin/class': [{ params: [], body: { ...classPayload(), tutor: [tutor], ta: [ta] } }],
    'PATCH /api/admin/class/:id': [{ params: [klass], body: { _id: klass, name: 'Renamed by the fuzzer', max_cap: 30, tutor: [tutor] } }],
    'POST /api/admin/lesson': [
      {
        params: [],
        body: { class: klass, name: 'Fuzz lesson', scheduled_on: '2026-04-06T03:00:00.000Z', ended_on: '2026-04-06T05:00:00.000Z', tutor: [tutor] },
      },
    ],
    'PATCH /api/admin/lesson/:id': [{ params: [lesson], body: { _id: lesson, name: 'Renamed lesson', is_released: true } }],
    'PATCH /api/admin/lesson/:id/add-student': [{ params: [lesson], body: { student: [unseated] } }],
    'PATCH /api/admin/lesson/:id/consultimmediately': [{ params: [flagged], body: { checked: true } }],
    'PATCH /api/admin/order/:id': [{ params: [order], body: { agent, meta: { is_renewal: true } } }],
    'PATCH /api/admin/order/:id/cancel': [{ params: [order], body: { remark: 'Cancelled by the fuzzer' } }],
    'POST /api/admin/order': [
      {
        params: [],
        body: {
          type: 'PAYMENT',
          email: 'new-parent@fuzz.test',
          name: 'New Parent',
          class: klass,
          start_date: '2026-01-01T00:00:00.000Z',
          end_date: '2026-12-31T00:00:00.000Z',
          remark: 'NEW',
          agent_id: agent,
        },
      },
    ],
    'POST /api/admin/order/import': [
      {
        params: [],
        // `file` is the CSV file's SHA-256.
        body: { file: createHash('sha256').update('fuzz.csv').digest('hex'), row: { id: 1, email: 'imported@fuzz.test', name: 'Imported', class_id: klass, date: '2026-03-02', lessons: 4, type: 'PAYMENT' } },
      },
    ],
    'PATCH /api/admin/user/renewaldate/:id': [{ params: [student], body: { dateObj: '2026-03-20' } }],
    'PATCH /api/admin/user/renewaldate/parent/:id': [{ params: [parent], body: { dateObj: '2026-03-21' } }],
    'PATCH /api/v2/newsandevents/:id': [{ params: [news], body: { detail: { title: 'Fuzzed', summary: 'A summary', url: 'https://example.com/a' } } }],
  };
  if (pollLesson && pollId && doomedPoll) {
    seeds['POST /api/admin/lesson/:id/poll'] = [{ params: [pollLesson], body: question }];
    seeds['PUT /api/admin/lesson/:id/poll/:pollId'] = [{ params: [pollLesson, pollId], body: question }];
    seeds['DELETE /api/admin/lesson/:id/poll/:pollId'] = [{ params: [pollLesson, doomedPoll] }];
  }
  if (seatLesson && seatStudent) seeds['DELETE /api/admin/lesson/:id/student/:userId'] = [{ params: [seatLesson, seatStudent] }];
  return seeds;
}
