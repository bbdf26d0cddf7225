// `pnpm bench:sessions` (issue 17, items 2 and 3): many signed-in sessions at once on the scale data, each a loop of the
// requests its role's screens send (lists, searches, dialogs) with a think time between them, and a few writes: lesson
// notes, allocations created and allocations cancelled. It prints the requests sent, the answers by status, p50/p95/p99
// per request kind, and then counts the writes in the database against the 2xx answers the sessions got: every
// allocation answered 201 exists exactly once, every cancel answered 200 is cancelled, every note answered 200 is in
// the audit log exactly once. It fails on any error, any lost or doubled write.
//
// Not `bench:load`: that one (issue 20) times the screens in Chromium; this one is the API under many sessions.
//
//   --sessions N      signed-in sessions (default 200), spread over the demo accounts of every staff role
//   --duration S      seconds of load (default 60)
//   --think MS        mean pause of a session between two requests (default 1000; each pause is 0 to 2 × MS)
//   --processes N     API processes on the same database, the sessions spread across them (default 1)
//   --fault terminate the API's PostgreSQL connections ended with pg_terminate_backend a third of the way in
//   --fault restart   PostgreSQL stopped a third of the way in and started again (BENCH_DOWN_S seconds later, 3 by
//                     default); needs pg_ctlcluster (Debian's PostgreSQL) and root
//   --pglite          the embedded database instead (BENCH_DATA_DIR: a data directory filled by `pnpm seed:scale`
//                     without DATABASE_URL); one API process
//   --clean           only removes what an interrupted run left
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/backoffice_scale) must hold `pnpm seed:scale` data.
// Everything the run writes is removed at the end, also when it fails or is interrupted (the allocations with their
// seats, class places and audit rows; the notes, restored from their audit rows; the sessions; the idempotency keys).
import { spawn, execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteOrders } from './orders-cleanup.mjs';
import { openSql } from './sessions-db.mjs';
import { waitForHealth } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    think: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '1' },
    fault: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    clean: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const SESSIONS = Number(args.sessions);
const DURATION_MS = Number(args.duration) * 1000;
const THINK_MS = Number(args.think);
const PGLITE = args.pglite;
const PROCESSES = PGLITE ? 1 : Number(args.processes);
const FAULT = args.fault;
if (FAULT && !['terminate', 'restart'].includes(FAULT)) throw new Error(`--fault terminate or --fault restart, not ${FAULT}`);
if (FAULT && PGLITE) throw new Error('--fault is for PostgreSQL: PGlite has no server to lose');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backoffice_scale';
const DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(root, 'api', '.data');
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 8291);
const DOWN_MS = Number(process.env.BENCH_DOWN_S ?? 3) * 1000;
const ZONE = 'Asia/Bangkok';
/** A request still unanswered after this long counts as hung (and is given up). */
const HANG_MS = 30_000;
const PASSWORD = 'Demo1234';

/** Marks what the run writes: allocations' discount codes, notes, idempotency keys and sessions' user agent. */
const TAG = 'BENCHSESS';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
const USER_AGENT = `bench-sessions/${RUN}`;
const NOTE_PREFIX = `${TAG} note`;

/** The sessions per account: every staff role, weighted roughly as a centre's staff would be signed in. */
const ACCOUNTS = [
  ['superadmin@demo.test', 30],
  ['superadmin2@demo.test', 10],
  ['dataadmin@demo.test', 25],
  ['salesadmin@demo.test', 25],
  ['custservice@demo.test', 10],
  ['custservice2@demo.test', 10],
  ['custservice3@demo.test', 10],
  ['agent@demo.test', 10],
  ['agent2@demo.test', 10],
  ['agent3@demo.test', 5],
  ['partner@demo.test', 25],
  ['tutor@demo.test', 20],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const ms = (value) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value)));
const loadavg = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------------------------------------------------
// Clean-up: what this run (or, with --clean, any run) wrote.

/**
 * Removes the run's allocations (their lesson seats, the class places they gave, their audit rows), puts back the
 * notes the run replaced (from the first of its audit rows per lesson, whose `before` is the note that was there),
 * deletes the run's note audit rows, its sessions with their audit rows, and its idempotency keys.
 */
async function removeWrites(sql, run) {
  const like = `${TAG}-${run}-%`;
  const noteLike = `${NOTE_PREFIX} ${run === '%' ? '' : `${run} `}%`;
  await sql.query('BEGIN');
  try {
    const { rows: created } = await sql.query(`SELECT id FROM orders WHERE discount_code LIKE $1`, [like]);
    const orderIds = created.map((row) => row.id);
    const { seats, places } = await deleteOrders(sql, orderIds);
    // The notes: each lesson gets back what its first bench note replaced.
    const { rows: firsts } = await sql.query(
      `SELECT DISTINCT ON (entity_id) entity_id, before FROM audit_log
        WHERE entity = 'lesson' AND action = 'lesson.note' AND after ->> 'notes' LIKE $1
        ORDER BY entity_id, id`,
      [noteLike],
    );
    for (const { entity_id: lessonId, before } of firsts) {
      const restored = Object.fromEntries(Object.entries(before ?? {}).filter(([, value]) => value !== null));
      await sql.query(
        `UPDATE lessons SET lesson_meta = (lesson_meta - 'notes' - 'notes_timeStamp' - 'notes_editor') || $2::jsonb WHERE id = $1`,
        [lessonId, JSON.stringify(restored)],
      );
    }
    const notes = await sql.query(
      `DELETE FROM audit_log WHERE entity = 'lesson' AND action = 'lesson.note' AND after ->> 'notes' LIKE $1`,
      [noteLike],
    );
    const agent = run === '%' ? 'bench-sessions/%' : `bench-sessions/${run}`;
    const { rows: sessionRows } = await sql.query(`SELECT id FROM sessions WHERE user_agent LIKE $1`, [agent]);
    const sessionIds = sessionRows.map((row) => row.id);
    await sql.query(`DELETE FROM audit_log WHERE entity = 'session' AND entity_id = ANY($1::text[])`, [sessionIds]);
    await sql.query(`DELETE FROM sessions WHERE id = ANY($1::uuid[])`, [sessionIds]);
    const keys = await sql.query(`DELETE FROM idempotency_keys WHERE key LIKE $1`, [like]);
    await sql.query('COMMIT');
    return {
      orders: orderIds.length,
      seats,
      places,
      lessons: firsts.length,
      notes: notes.rowCount,
      sessions: sessionIds.length,
      keys: keys.rowCount,
    };
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

const target = PGLITE ? { pglite: path.join(DATA_DIR, 'pglite') } : { url: DATABASE_URL };

if (args.clean) {
  const sql = await openSql(target, root);
  console.log('removed', await removeWrites(sql, '%'));
  await sql.end();
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------------------
// What the sessions ask for, read from the data set before the API starts (PGlite is one process: the API holds it).

const picks = await (async () => {
  const sql = await openSql(target, root);
  try {
    const one = async (text, params = []) => (await sql.query(text, params)).rows;
    const [{ today }] = await one(`SELECT to_char((now() AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS today`);
    const days = (await one(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series((now() AT TIME ZONE '${ZONE}')::date - 3, (now() AT TIME ZONE '${ZONE}')::date + 3, interval '1 day') AS d`,
    )).map((row) => row.day);
    const consultationDays = (await one(
      `SELECT DISTINCT to_char((date AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day FROM consultations
        WHERE date > now() - interval '60 days' AND date < now() + interval '30 days' LIMIT 40`,
    )).map((row) => row.day);
    const classIds = (await one(`SELECT id FROM classes WHERE is_active ORDER BY random() LIMIT 60`)).map((row) => row.id);
    const words = (await one(
      `SELECT w FROM classes, regexp_split_to_table(lower(name), '\\s+') AS w WHERE w ~ '^[a-z]{4,}$'
        GROUP BY w ORDER BY count(*) DESC, w LIMIT 8`,
    )).map((row) => row.w);
    const feedbackClassIds = (await one(`SELECT DISTINCT class_id FROM feedback LIMIT 30`)).map((row) => row.class_id);
    const studentIds = (await one(`SELECT id FROM users WHERE type = 'Student' AND is_active ORDER BY random() LIMIT 200`)).map((row) => row.id);
    const studentEmails = (await one(
      `SELECT email FROM users WHERE type = 'Student' AND is_active AND email IS NOT NULL AND email <> '' ORDER BY random() LIMIT 400`,
    )).map((row) => row.email);
    // Allocations: an active class and a week of it from tomorrow to two months ahead with one to three active lessons.
    const windows = await one(
      `SELECT l.class_id, min(l.scheduled_on) AS first, max(l.scheduled_on) AS last FROM lessons l JOIN classes c ON c.id = l.class_id
        WHERE c.is_active AND l.is_active AND l.scheduled_on > now() + interval '1 day' AND l.scheduled_on < now() + interval '60 days'
        GROUP BY l.class_id, date_trunc('week', l.scheduled_on) HAVING count(*) BETWEEN 1 AND 3 ORDER BY random() LIMIT 200`,
    );
    // Notes: today's active lessons, the ones the dashboard's Student tab lists.
    const noteLessons = (await one(
      `SELECT id FROM lessons WHERE is_active AND scheduled_on >= ($1::date::timestamp AT TIME ZONE '${ZONE}')
          AND scheduled_on < (($1::date + 1)::timestamp AT TIME ZONE '${ZONE}') ORDER BY random() LIMIT 100`,
      [today],
    )).map((row) => row.id);
    const [{ orders: ordersBefore }] = await one(`SELECT count(*)::int AS orders FROM orders`);
    if (windows.length === 0 || noteLessons.length === 0 || studentEmails.length === 0) {
      throw new Error('the database holds no scale data (pnpm seed:scale)');
    }
    return { today, days, consultationDays, classIds, words, feedbackClassIds, studentIds, studentEmails, windows, noteLessons, ordersBefore };
  } finally {
    await sql.end();
  }
})();

// ---------------------------------------------------------------------------------------------------------------------
// The API processes.

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const apis = [];
function startApi(index) {
  const port = FIRST_PORT + index;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', JWT_SECRET };
  if (PGLITE) {
    delete env.DATABASE_URL;
    env.DATA_DIR = DATA_DIR;
  } else {
    env.DATABASE_URL = DATABASE_URL;
  }
  const child = spawn('pnpm', ['--filter', '@backoffice/api', 'start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const api = { index, port, base: `http://127.0.0.1:${port}`, child, exited: null, log: [] };
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      api.log.push(line);
      if (api.log.length > 400) api.log.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    api.exited = { code, signal, at: Date.now() };
  });
  apis.push(api);
  return api;
}

async function stopApis() {
  await Promise.all(
    apis.map(async (api) => {
      if (api.exited) return;
      try {
        process.kill(-api.child.pid, 'SIGTERM');
      } catch {
        return;
      }
      for (let i = 0; i < 100 && !api.exited; i += 1) await sleep(100);
      if (!api.exited) process.kill(-api.child.pid, 'SIGKILL');
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The clean-up runs once, however the run ends; PostgreSQL is started again first if the fault left it stopped.

let postgresStopped = false;
function startPostgres() {
  execFileSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' });
  postgresStopped = false;
}
let finishing;
function finish() {
  finishing ??= (async () => {
    if (postgresStopped) startPostgres();
    await stopApis();
    const sql = await openSql(target, root);
    try {
      const removed = await removeWrites(sql, RUN);
      if (!PGLITE) await sql.query('VACUUM (ANALYZE) orders, lesson_students, class_students, sessions, idempotency_keys');
      console.log(
        `cleaned up: ${removed.orders} allocations (${removed.seats} lesson seats, ${removed.places} class places), ` +
          `${removed.notes} notes on ${removed.lessons} lessons put back, ${removed.sessions} sessions, ${removed.keys} idempotency keys`,
      );
    } finally {
      await sql.end();
    }
  })();
  return finishing;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping and cleaning up`);
    void finish().finally(() => process.exit(130));
  });
}
// A bug in the bench itself: clean up all the same, and never leave API processes behind holding the ports.
process.on('uncaughtException', (error) => {
  console.error('bench:sessions failed:', error);
  void finish().finally(() => process.exit(1));
});
process.on('exit', () => {
  for (const api of apis) {
    if (api.exited) continue;
    try {
      process.kill(-api.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------------
// Requests.

/** Every answer: kind, status (0: no answer), start and end (ms since the load began), the process. */
const outcomes = [];
let loadStart = 0;

async function send(session, kind, method, pathname, { body, key } = {}) {
  const headers = { authorization: `Bearer ${session.token}`, 'user-agent': USER_AGENT };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const started = performance.now();
  let status = 0;
  let json;
  let failure;
  try {
    const response = await fetch(`${session.api.base}/api${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    status = response.status;
    const text = await response.text();
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  } catch (error) {
    failure = error.name === 'TimeoutError' ? 'hung' : error.cause?.code ?? error.message;
  }
  const ended = performance.now();
  const outcome = { kind, status, started: started - loadStart, ended: ended - loadStart, api: session.api.index, failure };
  if (status >= 300) outcome.message = json?.message?.[0]?.message ?? String(json).slice(0, 200);
  outcomes.push(outcome);
  return { status, json, outcome };
}

/** Writes, with what each answered; the database is checked against these afterwards. */
const creates = new Map(); // discount code → { status, orderId, key, tries }
const cancels = new Map(); // order id → { status, tries }
const notes = new Map(); // note text → { lessonId, status, tries }
let sequence = 0;

const WRITE_RETRY_MS = 1000;
const WRITE_TRIES = 20;

/**
 * A write as the screens send it: a 503 (the database away) or no answer is tried again a second later with the same
 * idempotency key, as pressing Save again would, until it is answered otherwise (20 tries at most).
 */
async function write(session, kind, method, pathname, body, key) {
  for (let tries = 1; ; tries += 1) {
    const { status, json } = await send(session, kind, method, pathname, { body, key });
    if ((status !== 503 && status !== 0) || tries >= WRITE_TRIES || performance.now() - loadStart > DURATION_MS + 20_000) {
      return { status, json, tries };
    }
    await sleep(WRITE_RETRY_MS);
  }
}

async function createOrder(session, type) {
  sequence += 1;
  const code = `${TAG}-${RUN}-${sequence}`;
  const window = pick(picks.windows);
  const start = new Date(new Date(window.first).getTime() - 60_000).toISOString();
  const end = new Date(new Date(window.last).getTime() + 60_000).toISOString();
  const body = {
    type,
    email: pick(picks.studentEmails),
    class: window.class_id,
    start_date: start,
    end_date: end,
    remark: `bench:sessions ${RUN}`,
    discount_code: code,
  };
  const entry = { status: undefined, orderId: undefined, tries: 0, type };
  creates.set(code, entry);
  const { status, json, tries } = await write(session, 'POST /admin/order (allocation)', 'POST', '/admin/order', body, code);
  Object.assign(entry, { status, tries, orderId: json?.data?._id });
  if (status === 201 && entry.orderId) session.created.push(entry.orderId);
}

async function cancelOrder(session) {
  const orderId = session.created.shift();
  if (!orderId) return false;
  const entry = { status: undefined, tries: 0 };
  cancels.set(orderId, entry);
  const { status, tries } = await write(session, 'PATCH /admin/order/:id/cancel', 'PATCH', `/admin/order/${orderId}/cancel`, {
    remark: `bench:sessions ${RUN} cancel`,
  });
  Object.assign(entry, { status, tries });
  return true;
}

async function saveNote(session) {
  sequence += 1;
  const text = `${NOTE_PREFIX} ${RUN} ${sequence}`;
  const lessonId = pick(picks.noteLessons);
  const entry = { lessonId, status: undefined, tries: 0 };
  notes.set(text, entry);
  const key = `${TAG}-${RUN}-n${sequence}`;
  const { status, tries } = await write(session, 'POST /admin/lesson/savelessonnotes/:id', 'POST', `/admin/lesson/savelessonnotes/${lessonId}`, { studentNotes: text }, key);
  Object.assign(entry, { status, tries });
}

const read = (kind, pathname) => (session) => send(session, kind, 'GET', pathname());

// The list screens' requests, as their screens send them.
const READS = {
  orders: read('GET /admin/order', () => `/admin/order?max=20&offset=${pick([0, 0, 0, 20, 40])}&sortBy=created&order=desc`),
  classSearch: read('GET /admin/class?q=', () => `/admin/class?q=${encodeURIComponent(pick(picks.words))}&max=10&offset=0`),
  classLessons: read('GET /admin/lesson?class=', () => `/admin/lesson?class=${pick(picks.classIds)}&sortBy=scheduled_on&order=asc&max=20&offset=0`),
  lessonDay: read('GET /admin/lesson/day', () => `/admin/lesson/day?date=${pick(picks.days)}&max=20&offset=0`),
  studentLessons: read('GET /admin/user/studentlessonlist', () => `/admin/user/studentlessonlist?date=${pick([picks.today, picks.today, ...picks.days])}&view=day&max=20&offset=0`),
  consultImmediately: read('GET /admin/lesson/consultimmediately/count', () => `/admin/lesson/consultimmediately/count`),
  consultations: read('GET /admin/consultation', () => `/admin/consultation?date=${pick(picks.consultationDays)}&max=20&offset=0`),
  renewals: read('GET /admin/user/renewallist', () => `/admin/user/renewallist?max=20&offset=${pick([0, 0, 20])}`),
  studentProgress: read('GET /admin/user/:id/studentclass', () => `/admin/user/${pick(picks.studentIds)}/studentclass`),
  people: read('GET /admin/user/student', () => `/admin/user/student?page=${pick([1, 1, 1, 2, 3])}`),
  feedback: read('GET /user_input/feedback?class=', () => `/user_input/feedback?class=${pick(picks.feedbackClassIds)}&max=10&offset=0&sortBy=created&order=desc`),
  me: read('GET /me', () => '/me'),
  lesson: read('GET /admin/lesson/:id', () => `/admin/lesson/${pick(picks.noteLessons)}`),
};

// Per role: [weight, action]. Writes are about one request in ten.
const MIXES = {
  SuperAdmin: [
    [12, READS.orders], [6, READS.classSearch], [6, READS.classLessons], [6, READS.lessonDay], [10, READS.studentLessons],
    [4, READS.consultImmediately], [8, READS.consultations], [6, READS.renewals], [6, READS.studentProgress], [8, READS.people],
    [6, READS.feedback], [2, READS.me],
    [6, (session) => createOrder(session, pick(['PAYMENT', 'TRIAL']))], [4, (session) => cancelOrder(session).then((done) => done || READS.orders(session))],
    [4, saveNote],
  ],
  DataAdmin: [[30, READS.studentLessons], [10, READS.consultImmediately], [20, READS.renewals], [10, READS.studentProgress], [2, READS.me], [6, saveNote]],
  SalesAdmin: [[40, READS.renewals], [2, READS.me]],
  CustService: [[40, READS.studentLessons], [10, READS.consultImmediately], [10, READS.studentProgress], [2, READS.me], [6, saveNote]],
  Agent: [[40, READS.orders], [2, READS.me]],
  Partner: [
    [20, READS.orders], [10, READS.people], [10, READS.lessonDay], [10, READS.lesson], [2, READS.me],
    [4, (session) => createOrder(session, 'TRIAL')], [3, (session) => cancelOrder(session).then((done) => done || READS.orders(session))],
  ],
  Tutor: [[30, READS.lessonDay], [20, READS.lesson], [2, READS.me]],
};

function chooser(mix) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let at = Math.random() * total;
    for (const [weight, action] of mix) {
      at -= weight;
      if (at < 0) return action;
    }
    return mix[mix.length - 1][1];
  };
}

async function signIn(api, email) {
  for (let tries = 0; ; tries += 1) {
    const response = await fetch(`${api.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (response.ok) {
      const { data } = await response.json();
      return { token: data.token, role: data.user._type };
    }
    if (tries >= 3) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
    await sleep(1000);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Faults.

const fault = { at: undefined, back: undefined, terminated: undefined, detail: '' };

async function runFault() {
  await sleep(DURATION_MS / 3);
  if (FAULT === 'terminate') {
    const sql = await openSql(target, root);
    try {
      fault.at = performance.now() - loadStart;
      const { rows } = await sql.query(
        `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()) AS ended`,
      );
      fault.back = performance.now() - loadStart;
      fault.terminated = rows[0].n;
      fault.detail = `pg_terminate_backend ended ${rows[0].n} connections at ${(fault.at / 1000).toFixed(1)} s`;
    } finally {
      await sql.end();
    }
  } else if (FAULT === 'restart') {
    fault.at = performance.now() - loadStart;
    postgresStopped = true;
    try {
      execFileSync('pg_ctlcluster', ['15', 'main', 'stop', '-m', 'fast'], { stdio: 'inherit' });
      const stoppedAt = performance.now() - loadStart;
      await sleep(DOWN_MS);
      startPostgres();
      fault.back = performance.now() - loadStart;
      fault.detail =
        `PostgreSQL stopped at ${(fault.at / 1000).toFixed(1)} s (down from ${(stoppedAt / 1000).toFixed(1)} s), ` +
        `accepting again at ${(fault.back / 1000).toFixed(1)} s`;
    } finally {
      if (postgresStopped) startPostgres();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The run.

let failed = false;
try {
  console.log(
    `bench:sessions ${RUN}: ${SESSIONS} sessions, ${DURATION_MS / 1000} s, think ${THINK_MS} ms, ${PROCESSES} API process(es) on ` +
      `${PGLITE ? `PGlite (${DATA_DIR})` : 'PostgreSQL'}${FAULT ? `, fault: ${FAULT}` : ''}; load average before: ${loadavg()}`,
  );
  for (let i = 0; i < PROCESSES; i += 1) startApi(i);
  await Promise.all(
    apis.map((api) =>
      waitForHealth(api.base, {
        exited: () => (api.exited ? `with ${api.exited.code}:\n${api.log.slice(-30).join('\n')}` : null),
        minutes: 3,
        what: `API ${api.index}`,
      }),
    ),
  );

  // The sessions: each account signs in as many times as its weight says, through the process its session will use.
  const weightTotal = ACCOUNTS.reduce((sum, [, weight]) => sum + weight, 0);
  const emails = [];
  for (const [email, weight] of ACCOUNTS) {
    const count = Math.round((weight / weightTotal) * SESSIONS);
    for (let i = 0; i < count; i += 1) emails.push(email);
  }
  while (emails.length < SESSIONS) emails.push(ACCOUNTS[emails.length % ACCOUNTS.length][0]);
  emails.length = SESSIONS;
  const sessions = [];
  const signInStart = performance.now();
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4).map(async (email, offset) => {
      const api = apis[(i + offset) % apis.length];
      const { token, role } = await signIn(api, email);
      sessions.push({ email, api, token, role, created: [] });
    });
    await Promise.all(batch);
  }
  const roles = {};
  for (const session of sessions) roles[session.role] = (roles[session.role] ?? 0) + 1;
  console.log(
    `signed in ${sessions.length} sessions in ${((performance.now() - signInStart) / 1000).toFixed(1)} s: ` +
      Object.entries(roles).map(([role, n]) => `${role} ${n}`).join(', '),
  );

  // The load: every session loops until the time is up, pausing 0 to 2 × think between requests; they start spread
  // over the first think time so they do not all ask at once.
  loadStart = performance.now();
  const loadavgDuring = [];
  const connections = { mine: 0, total: 0, max: 0 };
  let monitor;
  const sampler = setInterval(() => {
    loadavgDuring.push(os.loadavg()[0]);
    // PostgreSQL: how many connections the API processes hold, and the server in all (beside other users' databases).
    if (PGLITE) return;
    void (async () => {
      try {
        monitor ??= await openSql(target, root);
        const { rows } = await monitor.query(
          `SELECT count(*) FILTER (WHERE datname = current_database() AND pid <> pg_backend_pid())::int AS mine,
                  count(*)::int AS total, current_setting('max_connections')::int AS max FROM pg_stat_activity`,
        );
        connections.mine = Math.max(connections.mine, rows[0].mine);
        connections.total = Math.max(connections.total, rows[0].total);
        connections.max = rows[0].max;
      } catch {
        // the fault: connect again at the next sample
        const stale = monitor;
        monitor = undefined;
        await stale?.end().catch(() => {});
      }
    })();
  }, 2000);
  const faultRun = FAULT ? runFault() : Promise.resolve();
  await Promise.all([
    faultRun,
    ...sessions.map(async (session) => {
      const next = chooser(MIXES[session.role]);
      await sleep(Math.random() * THINK_MS);
      while (performance.now() - loadStart < DURATION_MS) {
        await next()(session);
        await sleep(Math.random() * 2 * THINK_MS);
      }
    }),
  ]);
  clearInterval(sampler);
  await monitor?.end().catch(() => {});
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const alive = apis.map((api) => (api.exited ? `process ${api.index} EXITED (${api.exited.code ?? api.exited.signal})` : `process ${api.index} alive`));

  // ------------------------------------------------------------------------------------------------------------------
  // The answers.
  const byKind = new Map();
  for (const outcome of outcomes) {
    if (!byKind.has(outcome.kind)) byKind.set(outcome.kind, []);
    byKind.get(outcome.kind).push(outcome);
  }
  const okStatus = (status) => status >= 200 && status < 300;
  const outage = (outcome) => outcome.status === 503;
  console.log(
    `\n${outcomes.length} requests in ${loadSeconds.toFixed(1)} s (${Math.round(outcomes.length / loadSeconds)} req/s); ` +
      `load average during the run ${Math.min(...loadavgDuring).toFixed(1)}–${Math.max(...loadavgDuring).toFixed(1)} (1 min), after: ${loadavg()}`,
  );
  console.log('| request | sent | 2xx | other | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  const kinds = [...byKind.keys()].sort();
  for (const kind of [...kinds, 'all']) {
    const list = kind === 'all' ? outcomes : byKind.get(kind);
    const times = list.filter((outcome) => outcome.status !== 0).map((outcome) => outcome.ended - outcome.started).sort((a, b) => a - b);
    const other = {};
    for (const outcome of list.filter((each) => !okStatus(each.status))) {
      const label = outcome.status === 0 ? outcome.failure : String(outcome.status);
      other[label] = (other[label] ?? 0) + 1;
    }
    const otherText = Object.entries(other).map(([label, n]) => `${n} × ${label}`).join(', ') || '0';
    console.log(
      `| ${kind === 'all' ? '**all**' : kind} | ${list.length} | ${list.filter((each) => okStatus(each.status)).length} | ${otherText} | ` +
        `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1))} |`,
    );
  }
  const messages = new Map();
  for (const outcome of outcomes.filter((each) => !okStatus(each.status))) {
    const label = `${outcome.status || outcome.failure}: ${outcome.message ?? ''}`;
    messages.set(label, (messages.get(label) ?? 0) + 1);
  }
  for (const [label, n] of messages) console.log(`  ${n} × ${label}`);
  const hung = outcomes.filter((outcome) => outcome.failure === 'hung').length;
  const slowest = Math.max(...outcomes.map((outcome) => outcome.ended - outcome.started));

  // Errors: anything but 2xx; with a fault, the 503s of the outage are expected, and a cancel answered 409 'already
  // cancelled' after a 503 (the first try went through, its answer did not) is the cancel done.
  let errors;
  if (FAULT) {
    errors = outcomes.filter((outcome) => !okStatus(outcome.status) && !outage(outcome));
    const unavailable = outcomes.filter(outage);
    const strange = unavailable.filter((outcome) => !/database/i.test(outcome.message ?? ''));
    const lastOutage = unavailable.length ? Math.max(...unavailable.map((outcome) => outcome.ended)) : undefined;
    const firstOutage = unavailable.length ? Math.min(...unavailable.map((outcome) => outcome.started)) : undefined;
    console.log(`\n${fault.detail}`);
    console.log(
      `503 answers: ${unavailable.length} (${unavailable[0]?.message ?? '–'}), between ${((firstOutage ?? 0) / 1000).toFixed(2)} s and ` +
        `${((lastOutage ?? 0) / 1000).toFixed(2)} s${strange.length ? `; ${strange.length} without the database message` : ''}`,
    );
    // Recovery per process: from the database being back (for terminate: the moment of the cut) to the first 2xx of a
    // request sent after it, and to the last 503 answered.
    for (const api of apis) {
      const mine = outcomes.filter((outcome) => outcome.api === api.index);
      const firstOk = mine.filter((outcome) => outcome.started >= fault.back && okStatus(outcome.status)).sort((a, b) => a.ended - b.ended)[0];
      const last503 = mine.filter(outage).sort((a, b) => b.ended - a.ended)[0];
      console.log(
        `process ${api.index}: ${mine.filter(outage).length} × 503; first 2xx ${firstOk ? ((firstOk.ended - fault.back) / 1000).toFixed(2) : '–'} s after the database was back` +
          `${last503 ? `, last 503 answered ${((last503.ended - fault.back) / 1000).toFixed(2)} s after` : ''}`,
      );
    }
    errors.push(...strange);
  } else {
    errors = outcomes.filter((outcome) => !okStatus(outcome.status));
  }
  console.log(`\n${alive.join(', ')}; slowest answer ${ms(slowest)} ms; hung (no answer within ${HANG_MS / 1000} s): ${hung}`);
  if (!PGLITE) {
    console.log(
      `PostgreSQL connections at most (sampled every 2 s): ${connections.mine} of the API processes, ` +
        `${connections.total} on the server in all, max_connections ${connections.max}`,
    );
  }
  if (apis.some((api) => api.exited)) failed = true;

  // ------------------------------------------------------------------------------------------------------------------
  // The writes, counted in the database against the answers. With a fault, a cancel retried after a 503 may hear 409
  // (already cancelled): the first try was done.
  await stopApis(); // PGlite: the bench can open the data directory only when the API has let go of it
  const sql = await openSql(target, root);
  try {
    const like = `${TAG}-${RUN}-%`;
    const { rows: orderRows } = await sql.query(
      `SELECT discount_code AS code, count(*)::int AS n, array_agg(id) AS ids, array_agg(status) AS statuses FROM orders
        WHERE discount_code LIKE $1 GROUP BY 1`,
      [like],
    );
    const inDb = new Map(orderRows.map((row) => [row.code, row]));
    const [{ orders: ordersAfter }] = (await sql.query(`SELECT count(*)::int AS orders FROM orders`)).rows;
    const createOk = [...creates].filter(([, entry]) => entry.status === 201);
    const createMissing = createOk.filter(([code]) => !inDb.has(code));
    const createDoubled = [...inDb.values()].filter((row) => row.n > 1);
    const createUnanswered = [...inDb.keys()].filter((code) => creates.get(code)?.status !== 201);
    const createRetried = createOk.filter(([, entry]) => entry.tries > 1).length;

    const cancelOk = [...cancels].filter(([, entry]) => entry.status === 200 || (FAULT && entry.status === 409 && entry.tries > 1));
    const statusOf = new Map();
    for (const row of orderRows) row.ids.forEach((id, i) => statusOf.set(id, row.statuses[i]));
    const cancelMissing = cancelOk.filter(([id]) => statusOf.get(id) !== 'CANCELLED');
    const cancelledInDb = [...statusOf.values()].filter((status) => status === 'CANCELLED').length;

    const { rows: noteRows } = await sql.query(
      `SELECT after ->> 'notes' AS note, count(*)::int AS n FROM audit_log
        WHERE entity = 'lesson' AND action = 'lesson.note' AND entity_id = ANY($1::text[]) AND after ->> 'notes' LIKE $2 GROUP BY 1`,
      [picks.noteLessons, `${NOTE_PREFIX} ${RUN} %`],
    );
    const notesInDb = new Map(noteRows.map((row) => [row.note, row.n]));
    const noteOk = [...notes].filter(([, entry]) => entry.status === 200);
    const noteMissing = noteOk.filter(([text]) => !notesInDb.has(text));
    const noteDoubled = noteRows.filter((row) => row.n > 1);
    const noteUnanswered = [...notesInDb.keys()].filter((text) => notes.get(text)?.status !== 200);

    console.log('\n| write | answered 2xx | in the database | lost | doubled | written without a 2xx | retried after a 503 |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(`| allocation created | ${createOk.length} of ${creates.size} | ${orderRows.length} (orders ${picks.ordersBefore} before, ${ordersAfter} after) | ${createMissing.length} | ${createDoubled.length} | ${createUnanswered.length} | ${createRetried} |`);
    console.log(`| allocation cancelled | ${cancelOk.length} of ${cancels.size} | ${cancelledInDb} cancelled | ${cancelMissing.length} | – | ${cancelledInDb - cancelMissing.length > cancelOk.length ? cancelledInDb - (cancelOk.length - cancelMissing.length) : 0} | ${[...cancels.values()].filter((entry) => entry.tries > 1).length} |`);
    console.log(`| lesson note | ${noteOk.length} of ${notes.size} | ${noteRows.length} | ${noteMissing.length} | ${noteDoubled.length} | ${noteUnanswered.length} | ${[...notes.values()].filter((entry) => entry.tries > 1).length} |`);
    const lost = createMissing.length + cancelMissing.length + noteMissing.length;
    const doubled = createDoubled.length + noteDoubled.length;
    console.log(`\nerrors: ${errors.length}; writes lost: ${lost}; doubled: ${doubled}; hung: ${hung}`);
    if (errors.length > 0 || lost > 0 || doubled > 0 || hung > 0) failed = true;
  } finally {
    await sql.end();
  }
} catch (error) {
  console.error(error);
  for (const api of apis) if (api.log.length) console.error(`API ${api.index}, last lines:\n${api.log.slice(-20).join('\n')}`);
  failed = true;
} finally {
  await finish();
}
if (failed) {
  for (const api of apis) {
    const interesting = api.log.filter((line) => !line.startsWith('>')).slice(-15);
    if (interesting.length) console.log(`API ${api.index}, last lines:\n${interesting.join('\n')}`);
  }
}
process.exit(failed ? 1 : 0);
