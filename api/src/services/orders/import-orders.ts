import type { FastifyBaseLogger } from 'fastify';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { orderImportRowSchema, type OrderImportBatchResult, type OrderImportRow } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import { findImportedOrderIds, findOrderByImportKey } from '../../db/repositories/orders';
import type { Db } from '../../db/types';
import { AppError, codeForStatus } from '../../errors';
import type { Clock } from '../../lib/clock';
import { issueEntries } from '../../lib/issue-entries';
import type { RequestContext } from '../request-context';
import { isUniqueViolation, retryOnNewStudentRace } from './errors';
import { importKeyFor, importOrderRow } from './import-order';
import { toOrder } from './to-order';

/** A row imported now (`created`), or found imported before from the same file (`exists`). */
export type ImportOutcome = { status: 'created' | 'exists'; order: Order };

/**
 * Imports one CSV row (POST /admin/order/import): its allocation all or nothing, or the order an earlier import of the
 * same file's row created.
 */
export async function importOrder(db: Db, ctx: RequestContext, row: OrderImportRow, file: string): Promise<ImportOutcome> {
  const importKey = importKeyFor(file, row.id);
  const earlier = await findOrderByImportKey(db, importKey);
  if (earlier) return { status: 'exists', order: toOrder(earlier) };

  const order = await createImported(db, ctx, row, file);
  if (order) return { status: 'created', order };
  // The same row sent twice at once: the other request created it.
  const winner = await findOrderByImportKey(db, importKey);
  if (!winner) throw new Error(`import key ${importKey} refused as taken, but no order has it`);
  return { status: 'exists', order: toOrder(winner) };
}

/**
 * Imports several rows of one file (POST /admin/order/import/batch), one after another in the order sent, each all or
 * nothing on its own and at its own moment, as when sent alone. A row that fails is answered with the entries the
 * single endpoint would answer, and takes nothing else back; rows are read one by one, so a malformed row fails alone.
 */
export async function importOrderBatch(
  db: Db,
  ctx: RequestContext,
  clock: Clock,
  log: FastifyBaseLogger,
  batch: { rows: unknown[]; file: string },
): Promise<OrderImportBatchResult[]> {
  const { rows, file } = batch;
  const parsed = rows.map((raw) => orderImportRowSchema.safeParse(raw));
  const imported = await findImportedOrderIds(
    db,
    parsed.flatMap((result) => (result.success ? [importKeyFor(file, result.data.id)] : [])),
  );
  const results: OrderImportBatchResult[] = [];
  for (const [index, result] of parsed.entries()) {
    if (!result.success) {
      // Worded as the single endpoint's 400 would be (fields named `row.<column>`).
      const message = issueEntries(
        result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
        rows[index],
        { prefix: ['row'], blankIsMissing: true, namesTypes: false },
      );
      results.push({ id: rawId(rows[index]), status: 'failed', message });
      continue;
    }
    const row = result.data;
    const importKey = importKeyFor(file, row.id);
    const earlier = imported.get(importKey);
    if (earlier) {
      results.push({ id: row.id, status: 'exists', order_id: earlier });
      continue;
    }
    try {
      const order = await createImported(db, { ...ctx, now: clock.now() }, row, file);
      const id = order?._id ?? (await findImportedOrderIds(db, [importKey])).get(importKey);
      if (!id) throw new Error(`import key ${importKey} refused as taken, but no order has it`);
      imported.set(importKey, id);
      results.push({ id: row.id, status: order ? 'created' : 'exists', order_id: id });
    } catch (error) {
      if (error instanceof AppError) {
        results.push({ id: row.id, status: 'failed', message: error.entries });
        continue;
      }
      log.error({ err: error, row: row.id }, 'CSV row import failed');
      results.push({
        id: row.id,
        status: 'failed',
        message: [{ code: codeForStatus(500), type: 'internal', message: SERVER_MESSAGES.internal }],
      });
    }
  }
  return results;
}

/**
 * Creates a row's allocation, all or nothing (see createOrder); `null` when the row was imported already, which a
 * concurrent request for the same row can make known only at the insert (the unique import key lets one through).
 */
async function createImported(db: Db, ctx: RequestContext, row: OrderImportRow, file: string): Promise<Order | null> {
  try {
    return await retryOnNewStudentRace(() => importOrderRow(db, ctx, row, file));
  } catch (error) {
    if (isUniqueViolation(error, 'orders_import_key_unique')) return null;
    throw error;
  }
}

function rawId(raw: unknown): string {
  const id = raw !== null && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
}
