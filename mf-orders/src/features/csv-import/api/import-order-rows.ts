import { postList } from '@backoffice/api-client';
import type { OrderImportBatchBody, OrderImportBatchResult } from '@backoffice/domain/orders';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** `rows`: the rows' cells, each with its resolved class_id; `file`: the SHA-256 of the file's text, hex. */
export type ImportRowsRequest = OrderImportBatchBody;

/** Per row, in the order sent: 'created' or 'exists' with the order's id, or 'failed' with the server's entries. */
export type ImportRowResult = OrderImportBatchResult;

/**
 * POST /admin/order/import/batch: a few rows of the file, their classes resolved. The server imports each on its own
 * (all-or-nothing per row) and answers each row's outcome.
 */
export function importOrderRows(request: ImportRowsRequest) {
  return postList<ImportRowResult>(ENDPOINTS.orderImportBatch.path, request);
}
