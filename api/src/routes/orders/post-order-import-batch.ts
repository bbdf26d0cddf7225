import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { ORDER_IMPORT_BATCH_MAX, orderImportBatchBodySchema, orderImportBatchResponseSchema } from '@backoffice/domain/orders';
import { importOrderBatch } from '../../services/orders/import-orders';
import { endpoint } from '../endpoint';
import type { App } from '../types';
import { IMPORT_ACCESS } from './post-order-import';

export function postOrderImportBatch(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderImportBatch),
    config: { access: IMPORT_ACCESS },
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
    handler: async (request) => {
      const results = await importOrderBatch(app.db, request.ctx, app.clock, request.log, request.body);
      return { data: results, count: results.length };
    },
  });
}
