import { exactClassMatches, type ClassMatch } from './class-match';
import type { OrderCsvRow } from './parse-order-csv';

export type RowState =
  | { status: 'waiting' }
  | { status: 'finding-class' }
  | { status: 'choosing-class' }
  | { status: 'importing'; className: string }
  | { status: 'created'; className: string }
  | { status: 'exists'; className: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

export type ClassChoice = { chosen: ClassMatch; rememberForName: boolean } | null;

/** A row with its class, ready to send. */
export type ReadyRow = { row: OrderCsvRow; klass: ClassMatch };

/** What the server answered for one row of a batch. */
export type RowOutcome = { status: 'created' | 'exists' } | { status: 'failed'; reason: string };

/**
 * Rows per request. In Chromium a request costs the page about as much as the server's work for a row, so rows travel
 * in small batches (the server still imports each on its own); small, so that progress moves often and 'Stop' leaves
 * little in flight. At most ORDER_IMPORT_BATCH_MAX (the server's limit).
 */
export const IMPORT_BATCH_SIZE = 10;

/** Batches in flight: one being imported while the next travels. More only crowd the API's one core. */
export const IMPORT_CONCURRENCY = 2;

/**
 * Class searches in flight: the names of a file are looked up ahead of the rows that need them. With the batches that
 * makes six requests, what a browser opens to one host at once (HTTP/1.1), so no batch queues behind a search.
 */
export const SEARCH_CONCURRENCY = 4;

export const STOPPED_REASON = 'The import was stopped before this row';
export const NO_CLASS_REASON = 'No class was chosen';

export type ImportRunner = {
  rows: readonly OrderCsvRow[];
  /** Rows per request at most. */
  batchSize: number;
  /** Requests in flight at most. */
  concurrency: number;
  /** The classes whose name contains the text (the server's search). */
  search: (name: string) => Promise<ClassMatch[]>;
  /** Opens the chooser for a row; null skips it. Only one is asked at a time. */
  ask: (row: OrderCsvRow, matches: ClassMatch[]) => Promise<ClassChoice>;
  /** POSTs rows with their classes; one outcome per row, in order. A rejection fails every row sent. */
  send: (batch: ReadyRow[]) => Promise<RowOutcome[]>;
  /** Every change of a row's state. */
  update: (row: OrderCsvRow, state: RowState) => void;
  /** Whether 'Stop after the rows sent' was pressed: rows not sent yet are skipped. */
  stopped: () => boolean;
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Rows naming the same class, in any case and spacing, share its search and a remembered choice. */
function classKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Rows of one student go in file order (see runImport). */
function emailKey(row: OrderCsvRow): string {
  return row.values.email.trim().toLowerCase();
}

/** Runs `job`s with at most `limit` at once. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    while (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Runs an import (spec §4 CSV import) in two stages that overlap:
 *
 * 1. **Classes**: each row's class is searched by its name, each name once whatever its case and spacing, a few
 *    names at a time in the order the file first names them. A row whose search answers one exact match is ready at
 *    once; any other answer queues it for the chooser, which asks about one row at a time in file order while the
 *    other rows go on (a row waiting for an answer holds up only its own student's later rows). A choice remembered
 *    for a name answers the later rows naming it without asking.
 * 2. **Rows**, in batches of at most `batchSize`, `concurrency` batches at a time, in the order their class was
 *    settled. The server imports each row on its own, all-or-nothing. A student's rows go in file order: a row is sent
 *    only after the student's earlier rows are done (or in the same batch, before it), so a new student is created
 *    by the first row and found by the next.
 *
 * A failed row is recorded and the others go on. Once `stopped()`, rows not yet sent are skipped; batches in flight
 * finish. Never rejects: every row ends created, exists, skipped or failed.
 */
export async function runImport(runner: ImportRunner): Promise<void> {
  const { rows, search, ask, send, update, stopped } = runner;
  const batchSize = Math.max(1, Math.floor(runner.batchSize));
  const concurrency = Math.max(1, Math.floor(runner.concurrency));
  const remembered = new Map<string, ClassMatch>();
  // Rows whose class is settled, in the order it was.
  const ready: ReadyRow[] = [];
  // Each student's unfinished rows in file order.
  const unfinished = new Map<string, OrderCsvRow[]>();
  for (const row of rows) {
    const key = emailKey(row);
    const list = unfinished.get(key);
    if (list) list.push(row);
    else unfinished.set(key, [row]);
  }
  let feeding = true;
  let wakeUp: () => void = () => {};
  let changed = new Promise<void>((resolve) => (wakeUp = resolve));
  const wake = () => {
    const resolve = wakeUp;
    changed = new Promise<void>((next) => (wakeUp = next));
    resolve();
  };

  const limitSearches = limiter(SEARCH_CONCURRENCY);
  const searches = new Map<string, Promise<ClassMatch[]>>();
  const searchFor = (name: string) => {
    // The search ignores case: the first spelling of a name searches for all of them.
    const key = classKey(name);
    let found = searches.get(key);
    if (!found) {
      // Once stopped, the rows left are skipped: no need to look their classes up.
      found = limitSearches(() => (stopped() ? Promise.resolve([]) : search(name.trim().replace(/\s+/g, ' '))));
      // Looked up ahead: a failure is the row's to report when it gets there.
      found.catch(() => {});
      searches.set(key, found);
    }
    return found;
  };

  const enqueue = (row: OrderCsvRow, klass: ClassMatch) => {
    update(row, { status: 'waiting' });
    ready.push({ row, klass });
    wake();
  };
  /** A row's last state: its student's next row may go. */
  const finish = (row: OrderCsvRow, state: RowState) => {
    update(row, state);
    const list = unfinished.get(emailKey(row));
    const index = list?.indexOf(row) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    wake();
  };

  /** The next batch: ready rows whose student's earlier rows are all done or in the batch before them. */
  const takeBatch = () => {
    const batch: ReadyRow[] = [];
    const taken = new Set<OrderCsvRow>();
    for (let index = 0; index < ready.length && batch.length < batchSize; ) {
      const entry = ready[index]!;
      const list = unfinished.get(emailKey(entry.row)) ?? [];
      const position = list.indexOf(entry.row);
      if (position <= 0 || list.slice(0, position).every((earlier) => taken.has(earlier))) {
        batch.push(entry);
        taken.add(entry.row);
        ready.splice(index, 1);
        // A later row of the same student may now be eligible: look again from the start.
        index = 0;
      } else {
        index += 1;
      }
    }
    return batch;
  };

  const worker = async () => {
    for (;;) {
      if (stopped()) {
        for (const { row } of ready.splice(0)) finish(row, { status: 'skipped', reason: STOPPED_REASON });
      }
      const batch = takeBatch();
      if (batch.length > 0) {
        for (const { row, klass } of batch) update(row, { status: 'importing', className: klass.name });
        let outcomes: RowOutcome[];
        try {
          outcomes = await send(batch);
        } catch (error) {
          outcomes = batch.map(() => ({ status: 'failed', reason: messageOf(error) }));
        }
        batch.forEach(({ row, klass }, index) => {
          const outcome = outcomes[index] ?? { status: 'failed', reason: 'The server gave no answer for this row' };
          finish(row, outcome.status === 'failed' ? outcome : { status: outcome.status, className: klass.name });
        });
        continue;
      }
      if (!feeding && ready.length === 0) return;
      await changed;
    }
  };

  const choose = async (row: OrderCsvRow, matches: ClassMatch[]) => {
    const key = classKey(row.values.class_name);
    if (stopped()) return finish(row, { status: 'skipped', reason: STOPPED_REASON });
    const known = remembered.get(key);
    if (known) return enqueue(row, known);
    const answer = await ask(row, matches);
    if (!answer) return finish(row, { status: 'skipped', reason: stopped() ? STOPPED_REASON : NO_CLASS_REASON });
    if (answer.rememberForName) remembered.set(key, answer.chosen);
    enqueue(row, answer.chosen);
  };

  const workers = Array.from({ length: concurrency }, worker);
  // Each row settles when its name's search answers, in whatever order they do; the chooser goes through the rows that
  // need it in file order.
  let choices = Promise.resolve();
  for (const row of rows) {
    const name = row.values.class_name;
    update(row, { status: 'finding-class' });
    const needsChoice = searchFor(name).then(
      (found) => {
        if (stopped()) {
          finish(row, { status: 'skipped', reason: STOPPED_REASON });
          return null;
        }
        const known = remembered.get(classKey(name));
        const exact = known ? [known] : exactClassMatches(found, name);
        if (exact.length === 1) {
          enqueue(row, exact[0]!);
          return null;
        }
        update(row, { status: 'choosing-class' });
        return found;
      },
      (error: unknown) => {
        finish(row, { status: 'failed', reason: `The class search failed: ${messageOf(error)}` });
        return null;
      },
    );
    choices = choices.then(async () => {
      const found = await needsChoice;
      if (found) await choose(row, found);
    });
  }
  await choices;
  feeding = false;
  wake();
  await Promise.all(workers);
}
