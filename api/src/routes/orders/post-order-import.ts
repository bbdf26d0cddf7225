import type { z } from 'zod';
import type { ApiErrorEntry } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import {
  ORDER_IMPORT_BATCH_MAX,
  orderImportBatchBodySchema,
  orderImportBatchResponseSchema,
  orderImportBodySchema,
  orderImportResponseSchema,
  orderImportRowSchema,
  type OrderImportBatchResult,
  type OrderImportRow,
} from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import type { Order } from '@backoffice/domain/records';
import { findImportedOrderIds } from '../../db/repositories/order-imports';
import { findOrderByImportKey } from '../../db/repositories/orders';
import { AppError, codeForStatus } from '../../errors';
import type { OrderContext } from '../../services/orders/context';
import { isUniqueViolation, retryOnNewStudentRace } from '../../services/orders/errors';
import { importKeyFor, importOrderRow } from '../../services/orders/import-order';
import { toOrder } from '../../services/orders/to-order';
import type { App } from '../types';
import { orderContext } from './context';

const ACCESS = { anyOf: [{ path: PATHS.orders, flags: ['canCreateOrder', 'canCreateOrderByCSV'] }] } as const;

/**
 * Creates a row's allocation, all or nothing (see createOrder); `null` when the row was imported already, which a
 * concurrent request for the same row can make known only at the insert (the unique import key lets one through).
 */
async function createImported(app: App, ctx: OrderContext, row: OrderImportRow, file: string): Promise<Order | null> {
  try {
    return await retryOnNewStudentRace(() => importOrderRow(app.db, ctx, row, file));
  } catch (error) {
    if (isUniqueViolation(error, 'orders_import_key_unique')) return null;
    throw error;
  }
}

/** A row the batch could not read, worded as the single endpoint's 400 would be (fields named `row.<column>`). */
function rowIssues(error: z.ZodError, raw: unknown): ApiErrorEntry[] {
  return error.issues.map((issue) => {
    const field = ['row', ...issue.path.map(String)].join('.');
    let value: unknown = raw;
    for (const key of issue.path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    const missing = value === undefined || value === null || value === '';
    const generic = issue.message.startsWith('Invalid input');
    return {
      code: codeForStatus(400),
      type: missing ? 'required' : 'invalid',
      message: missing && generic ? `${field} is required` : issue.message,
      field,
    } satisfies ApiErrorEntry;
  });
}

function rawId(raw: unknown): string {
  const id = raw !== null && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
}

export function postOrderImport(app: App) {
  app.post(
    '/admin/order/import',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['orders'],
        summary: 'Import one CSV row as an allocation',
        description:
          'One row per request, each all-or-nothing. `row.class_id` is the class the browser resolved by name; the ' +
          "lessons are the next `row.lessons` future lessons of that class in the month of `row.date` (fewer: 400 'Only " +
          "K future lessons in <Month YYYY>', nothing created). `row.type` defaults to PAYMENT, `row.remark` to NEW for " +
          'an unknown email and EXISTING otherwise; the other CSV keys are kept in meta.import. `file` fingerprints the ' +
          "file: a row already imported from the same file answers 200 with status 'exists' and creates nothing; a new " +
          "one 201 with status 'created'. Otherwise as POST /admin/order. Needs canCreateOrder and canCreateOrderByCSV. " +
          'POST /admin/order/import/batch takes several rows at once.',
        body: orderImportBodySchema,
        response: { 200: orderImportResponseSchema, 201: orderImportResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, file } = request.body;
      const importKey = importKeyFor(file, row.id);
      const earlier = await findOrderByImportKey(app.db, importKey);
      if (earlier) return reply.code(200).send({ data: { status: 'exists' as const, order: toOrder(earlier) } });

      const order = await createImported(app, orderContext(app, request), row, file);
      if (order) return reply.code(201).send({ data: { status: 'created' as const, order } });
      // The same row sent twice at once: the other request created it.
      const winner = await findOrderByImportKey(app.db, importKey);
      if (!winner) throw new Error(`import key ${importKey} refused as taken, but no order has it`);
      return reply.code(200).send({ data: { status: 'exists' as const, order: toOrder(winner) } });
    },
  );

  app.post(
    '/admin/order/import/batch',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['orders'],
        summary: 'Import several CSV rows of one file',
        description:
          `Up to ${ORDER_IMPORT_BATCH_MAX} rows of the file \`file\`, each imported as POST /admin/order/import would, ` +
          'one after another in the order sent, each all-or-nothing on its own (a failed row takes nothing else back). ' +
          "Answers 200 with one result per row in that order: 'created' or 'exists' with the order's id, or 'failed' " +
          'with the error entries the single endpoint would answer (fields named `row.<column>`). Rows are checked one ' +
          'by one, so a malformed row fails alone; a malformed batch (no rows, too many, a bad `file`) is a 400. Needs ' +
          'canCreateOrder and canCreateOrderByCSV.',
        body: orderImportBatchBodySchema,
        response: { 200: orderImportBatchResponseSchema },
      },
    },
    async (request) => {
      const { rows, file } = request.body;
      const base = orderContext(app, request);
      const parsed = rows.map((raw) => orderImportRowSchema.safeParse(raw));
      const imported = await findImportedOrderIds(
        app.db,
        parsed.flatMap((result) => (result.success ? [importKeyFor(file, result.data.id)] : [])),
      );
      const results: OrderImportBatchResult[] = [];
      for (const [index, result] of parsed.entries()) {
        if (!result.success) {
          results.push({ id: rawId(rows[index]), status: 'failed', message: rowIssues(result.error, rows[index]) });
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
          // Each row at its own moment, as when sent alone.
          const order = await createImported(app, { ...base, now: app.clock.now() }, row, file);
          const id = order?._id ?? (await findImportedOrderIds(app.db, [importKey])).get(importKey);
          if (!id) throw new Error(`import key ${importKey} refused as taken, but no order has it`);
          imported.set(importKey, id);
          results.push({ id: row.id, status: order ? 'created' : 'exists', order_id: id });
        } catch (error) {
          if (error instanceof AppError) {
            results.push({ id: row.id, status: 'failed', message: error.entries });
            continue;
          }
          request.log.error({ err: error, row: row.id }, 'CSV row import failed');
          results.push({
            id: row.id,
            status: 'failed',
            message: [{ code: codeForStatus(500), type: 'internal', message: SERVER_MESSAGES.internal }],
          });
        }
      }
      return { data: results, count: results.length };
    },
  );
}
