import { useMutation } from '@tanstack/react-query';
import { postItem } from '@backoffice/api-client';
import type { OrderImportBody, OrderImportResult } from '@backoffice/domain';

/** `row`: the row's cells and its resolved class_id; `file`: the SHA-256 of the file's text, hex. */
export type ImportRowRequest = OrderImportBody;

/** 201 'created', or 200 'exists' when this row of this file was imported before. */
export type ImportRowResult = OrderImportResult;

/** POST /admin/order/import: one row, its class resolved. */
export function importOrderRow(request: ImportRowRequest) {
  return postItem<ImportRowResult>('/admin/order/import', request);
}

export function useImportOrderRow() {
  return useMutation({ mutationFn: importOrderRow });
}
