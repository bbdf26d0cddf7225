import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { orderCsvTemplate } from '../../services/orders/import-order';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrderImportTemplate(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderImportTemplate),
    // Only useful to those who may import.
    config: { access: { anyOf: [{ path: PATHS.orders, flags: ['canCreateOrder', 'canCreateOrderByCSV'] }] } },
    schema: {
      tags: ['orders'],
      summary: 'The CSV import template',
      description:
        'The header row (id, email, name, phone_country_code, phone, class_name, date, lessons, type, remark, ' +
        'discount_code, then the spec\'s other keys, kept in meta.import) and one example row. Required: id, email, ' +
        'class_name, date (YYYY-MM-DD: its month chooses the lessons), lessons (how many). type: PAYMENT (default), ' +
        'TRIAL or PAYMENT_VIDEO; remark: NEW or EXISTING (default by whether the email is known).',
      produces: ['text/csv'],
    },
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="allocations-template.csv"')
        .send(orderCsvTemplate(app.clock.now(), app.config.centreTimezone)),
  });
}
