import { orderImportBodySchema, orderImportResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { findOrderByImportKey } from '../../db/repositories/orders';
import { isUniqueViolation, retryOnNewStudentRace } from '../../services/orders/errors';
import { importKeyFor, importOrderRow } from '../../services/orders/import-order';
import { toOrder } from '../../services/orders/to-order';
import type { App } from '../types';
import { orderContext } from './context';

export function postOrderImport(app: App) {
  app.post(
    '/admin/order/import',
    {
      config: { access: { anyOf: [{ path: PATHS.orders, flags: ['canCreateOrder', 'canCreateOrderByCSV'] }] } },
      schema: {
        tags: ['orders'],
        summary: 'Import one CSV row as an allocation',
        description:
          'One row per request, each all-or-nothing. `row.class_id` is the class the browser resolved by name; the ' +
          "lessons are the next `row.lessons` future lessons of that class in the month of `row.date` (fewer: 400 'Only " +
          "K future lessons in <Month YYYY>', nothing created). `row.type` defaults to PAYMENT, `row.remark` to NEW for " +
          'an unknown email and EXISTING otherwise; the other CSV keys are kept in meta.import. `file` fingerprints the ' +
          "file: a row already imported from the same file answers 200 with status 'exists' and creates nothing; a new " +
          "one 201 with status 'created'. Otherwise as POST /admin/order. Needs canCreateOrder and canCreateOrderByCSV.",
        body: orderImportBodySchema,
        response: { 200: orderImportResponseSchema, 201: orderImportResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, file } = request.body;
      const importKey = importKeyFor(file, row.id);
      const earlier = await findOrderByImportKey(app.db, importKey);
      if (earlier) return reply.code(200).send({ data: { status: 'exists' as const, order: toOrder(earlier) } });

      const ctx = orderContext(app, request);
      try {
        const order = await retryOnNewStudentRace(() => app.db.transaction((tx) => importOrderRow(tx, ctx, row, file)));
        return reply.code(201).send({ data: { status: 'created' as const, order } });
      } catch (error) {
        // The same row sent twice at once: the unique import key lets one through; the other reports it.
        if (!isUniqueViolation(error, 'orders_import_key_unique')) throw error;
        const winner = await findOrderByImportKey(app.db, importKey);
        if (!winner) throw error;
        return reply.code(200).send({ data: { status: 'exists' as const, order: toOrder(winner) } });
      }
    },
  );
}
