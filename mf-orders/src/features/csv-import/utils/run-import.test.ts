import { describe, expect, it } from '@jest/globals';
import { ORDER_IMPORT_BATCH_MAX } from '@backoffice/domain/orders';
import type { ClassMatch } from './class-match';
import type { OrderCsvRow } from './parse-order-csv';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_CONCURRENCY,
  NO_CLASS_REASON,
  SEARCH_CONCURRENCY,
  STOPPED_REASON,
  runImport,
  type ClassChoice,
  type ImportRunner,
  type ReadyRow,
  type RowOutcome,
  type RowState,
} from './run-import';

const IELTS: ClassMatch = { _id: 'c-ielts', name: 'IELTS Intensive' };
const SAT: ClassMatch = { _id: 'c-sat', name: 'SAT Math Bootcamp' };
const PRIVATE: ClassMatch = { _id: 'c-private', name: '1-on-1 Mathematics' };
const CLASSES = [IELTS, SAT, PRIVATE];

function row(n: number, email: string, className = IELTS.name): OrderCsvRow {
  return {
    rowNumber: n + 1,
    values: {
      id: String(n),
      email,
      name: '',
      phone_country_code: '',
      phone: '',
      class_name: className,
      date: '2026-12-01',
      lessons: '1',
      type: '',
      remark: '',
      discount_code: '',
      student_id: '',
      teacher_id: '',
      level_id: '',
      level_title: '',
      subject_id: '',
      subject_title: '',
      start_datetime: '',
      duration: '',
      created: '',
      modified: '',
    },
  };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * A fake server: searches answer the classes containing the text; each batch is held until released (or answered at
 * once with `auto`), so a test can look at what is in flight.
 */
function fakeServer(options: { auto?: boolean; outcome?: (row: OrderCsvRow) => RowOutcome } = {}) {
  const searches: string[] = [];
  const batches: ReadyRow[][] = [];
  const pending: Array<{ batch: ReadyRow[]; answer: ReturnType<typeof deferred<RowOutcome[]>> }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const answerOf = (batch: ReadyRow[]) => batch.map(({ row: sent }) => options.outcome?.(sent) ?? { status: 'created' as const });
  const server = {
    searches,
    batches,
    pending,
    get maxInFlight() {
      return maxInFlight;
    },
    search: async (name: string) => {
      searches.push(name);
      await tick();
      return CLASSES.filter((candidate) => candidate.name.toLowerCase().includes(name.toLowerCase()));
    },
    send: async (batch: ReadyRow[]) => {
      batches.push(batch);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (options.auto !== false) {
          await tick();
          return answerOf(batch);
        }
        const answer = deferred<RowOutcome[]>();
        pending.push({ batch, answer });
        return await answer.promise;
      } finally {
        inFlight -= 1;
      }
    },
    /** Answers the oldest batch held. */
    release: async () => {
      const next = pending.shift();
      if (!next) throw new Error('no batch in flight');
      next.answer.resolve(answerOf(next.batch));
      await tick();
    },
  };
  return server;
}

function run(rows: OrderCsvRow[], server: ReturnType<typeof fakeServer>, overrides: Partial<ImportRunner> = {}) {
  const states = new Map<number, RowState>();
  const history: Array<[number, RowState['status']]> = [];
  let stop = false;
  const done = runImport({
    rows,
    batchSize: 3,
    concurrency: 2,
    search: server.search,
    ask: async () => null,
    send: server.send,
    update: (changed, state) => {
      states.set(changed.rowNumber, state);
      history.push([changed.rowNumber, state.status]);
    },
    stopped: () => stop,
    ...overrides,
  });
  return {
    done,
    states,
    history,
    statusOf: (n: number) => states.get(n + 1)?.status,
    stop: () => {
      stop = true;
    },
  };
}

const idsOf = (batch: ReadyRow[]) => batch.map(({ row: sent }) => sent.values.id);

describe('runImport', () => {
  it('sends rows in batches of at most batchSize, at most `concurrency` batches at once, and ends every row', async () => {
    const server = fakeServer({ auto: false });
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, `student${i + 1}@test.test`));
    const import_ = run(rows, server);
    await tick();
    await tick();
    expect(server.pending).toHaveLength(2);
    expect(server.pending.map(({ batch }) => batch.length).every((size) => size <= 3)).toBe(true);
    while (server.pending.length > 0) await server.release();
    await import_.done;
    expect(server.maxInFlight).toBe(2);
    expect(server.batches.every((batch) => batch.length >= 1 && batch.length <= 3)).toBe(true);
    expect(server.batches.flatMap(idsOf).sort((a, b) => Number(a) - Number(b))).toEqual(rows.map((sent) => sent.values.id));
    expect(rows.map((sent) => import_.states.get(sent.rowNumber))).toEqual(rows.map(() => ({ status: 'created', className: IELTS.name })));
    // Each row went finding the class → waiting → importing → created.
    expect(import_.history.filter(([n]) => n === 2).map(([, status]) => status)).toEqual(['finding-class', 'waiting', 'importing', 'created']);
  });

  it("never has two batches of one student in flight, and sends a student's rows in file order", async () => {
    const server = fakeServer();
    // Rows 1, 3 and 6 are one (new) student's, in two spellings; the others are each someone else's.
    const rows = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      row(n, [1, 3, 6].includes(n) ? (n === 3 ? 'New.Person@test.test' : 'new.person@test.test') : `other${n}@test.test`),
    );
    const active = new Set<string[]>();
    let overlaps = 0;
    const import_ = run(rows, server, {
      batchSize: 2,
      concurrency: 3,
      send: async (batch) => {
        const emails = batch.map(({ row: sent }) => sent.values.email.toLowerCase());
        for (const other of active) if (other.some((email) => emails.includes(email))) overlaps += 1;
        active.add(emails);
        try {
          return await server.send(batch);
        } finally {
          active.delete(emails);
        }
      },
    });
    await import_.done;
    expect(overlaps).toBe(0);
    expect(server.maxInFlight).toBeGreaterThan(1);
    expect(server.batches.flatMap(idsOf).filter((id) => ['1', '3', '6'].includes(id))).toEqual(['1', '3', '6']);
    expect(rows.every((sent) => import_.states.get(sent.rowNumber)?.status === 'created')).toBe(true);
  });

  it('lets the other rows go while one waits for the chooser; its own later rows wait for it', async () => {
    const server = fakeServer();
    const answer = deferred<ClassChoice>();
    const asked: number[] = [];
    const rows = [
      row(1, 'a@test.test', 'Math'),
      row(2, 'b@test.test'),
      row(3, 'a@test.test'),
      row(4, 'c@test.test', SAT.name),
    ];
    const import_ = run(rows, server, {
      ask: (waiting) => {
        asked.push(waiting.rowNumber);
        return answer.promise;
      },
    });
    for (let i = 0; i < 6; i += 1) await tick();
    expect(asked).toEqual([2]);
    expect(import_.statusOf(1)).toBe('choosing-class');
    expect(import_.statusOf(2)).toBe('created');
    expect(import_.statusOf(4)).toBe('created');
    // Row 3 is a@test.test's too: it waits for row 1.
    expect(import_.statusOf(3)).toBe('waiting');
    answer.resolve({ chosen: PRIVATE, rememberForName: true });
    await import_.done;
    expect(import_.states.get(2)).toEqual({ status: 'created', className: PRIVATE.name });
    const order = server.batches.flatMap(idsOf);
    expect(order.indexOf('1')).toBeLessThan(order.indexOf('3'));
  });

  it('asks one row at a time in file order; a remembered choice answers later rows, none skips the row', async () => {
    const server = fakeServer();
    const asked: number[] = [];
    const answers: ClassChoice[] = [{ chosen: SAT, rememberForName: true }, null];
    const rows = [row(1, 'a@test.test', 'math'), row(2, 'b@test.test', 'Astrophysics'), row(3, 'c@test.test', ' MATH ')];
    let open = 0;
    const import_ = run(rows, server, {
      ask: async (waiting) => {
        open += 1;
        expect(open).toBe(1);
        asked.push(waiting.rowNumber);
        await tick();
        open -= 1;
        return answers.shift() ?? null;
      },
    });
    await import_.done;
    expect(asked).toEqual([2, 3]);
    expect(import_.states.get(2)).toEqual({ status: 'created', className: SAT.name });
    expect(import_.states.get(3)).toEqual({ status: 'skipped', reason: NO_CLASS_REASON });
    expect(import_.states.get(4)).toEqual({ status: 'created', className: SAT.name });
    // 'math' and ' MATH ' share one search.
    expect(server.searches.sort()).toEqual(['Astrophysics', 'math']);
  });

  it('searches each name once, a few at a time, and fails the rows of a name whose search failed', async () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const server = fakeServer();
    const names = Array.from({ length: 12 }, (_, i) => `Nowhere ${i}`);
    const rows = [...names.map((name, i) => row(i + 1, `s${i}@test.test`, name)), row(13, 'x@test.test', 'Broken'), row(14, 'y@test.test', 'broken')];
    const import_ = run(rows, server, {
      search: async (name) => {
        started.push(name);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        if (name === 'Broken') throw new Error('Boom');
        return [];
      },
    });
    await import_.done;
    expect(most).toBe(SEARCH_CONCURRENCY);
    expect(started).toEqual([...names, 'Broken']);
    expect(import_.states.get(14)).toEqual({ status: 'failed', reason: 'The class search failed: Boom' });
    expect(import_.states.get(15)).toEqual({ status: 'failed', reason: 'The class search failed: Boom' });
    expect(import_.states.get(2)).toEqual({ status: 'skipped', reason: NO_CLASS_REASON });
  });

  it("records each row's outcome, and fails every row of a batch whose request failed", async () => {
    const server = fakeServer({
      outcome: (sent) => (sent.values.id === '2' ? { status: 'failed', reason: 'Only 1 future lesson in December 2026' } : { status: 'exists' }),
    });
    const rows = [row(1, 'a@test.test'), row(2, 'b@test.test'), row(3, 'c@test.test'), row(4, 'd@test.test')];
    let calls = 0;
    const import_ = run(rows, server, {
      batchSize: 2,
      concurrency: 1,
      send: async (batch) => {
        calls += 1;
        if (calls === 2) throw new Error('Network Error');
        return server.send(batch);
      },
    });
    await import_.done;
    expect(rows.map((sent) => import_.states.get(sent.rowNumber))).toEqual([
      { status: 'exists', className: IELTS.name },
      { status: 'failed', reason: 'Only 1 future lesson in December 2026' },
      { status: 'failed', reason: 'Network Error' },
      { status: 'failed', reason: 'Network Error' },
    ]);
  });

  it('once stopped, lets the batches in flight finish and skips the rest', async () => {
    const server = fakeServer({ auto: false });
    const rows = Array.from({ length: 8 }, (_, i) => row(i + 1, `s${i}@test.test`));
    const import_ = run(rows, server, { batchSize: 2, concurrency: 1 });
    for (let i = 0; i < 4; i += 1) await tick();
    expect(server.pending).toHaveLength(1);
    import_.stop();
    await server.release();
    await import_.done;
    const sent = server.batches.flatMap(idsOf);
    expect(sent).toEqual(['1', '2']);
    expect(rows.map((each) => import_.states.get(each.rowNumber)?.status)).toEqual([
      'created',
      'created',
      ...Array.from({ length: 6 }, () => 'skipped'),
    ]);
    expect(import_.states.get(9)).toEqual({ status: 'skipped', reason: STOPPED_REASON });
  });

  it("sends no more rows at once than the server's batch limit", () => {
    expect(IMPORT_BATCH_SIZE).toBeLessThanOrEqual(ORDER_IMPORT_BATCH_MAX);
    expect(IMPORT_CONCURRENCY).toBeGreaterThanOrEqual(1);
    // Six requests at most: what a browser opens to one host at once.
    expect(IMPORT_CONCURRENCY + SEARCH_CONCURRENCY).toBeLessThanOrEqual(6);
  });
});
