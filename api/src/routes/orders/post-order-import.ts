import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderImportBodySchema, orderImportResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { importOrder } from '../../services/orders/import-orders';
import { endpoint } from '../endpoint';
import type { App } from '../types';

/** Importing needs both CSV flags (an Agent holds canCreateOrderByCSV by default yet cannot create). */
export const IMPORT_ACCESS = { anyOf: [{ path: PATHS.orders, flags: ['canCreateOrder', 'canCreateOrderByCSV'] }] } as const;

export function postOrderImport(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderImport),
    config: { access: IMPORT_ACCESS },
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
    handler: async (request, reply) => {
      const outcome = await importOrder(app.db, request.ctx, request.body.row, request.body.file);
      return reply.code(outcome.status === 'created' ? 201 : 200).send({ data: outcome });
    },
  });
}
