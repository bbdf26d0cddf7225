import type { App } from '../types';
import { getOrder } from './get-order';
import { getOrderAgents } from './get-order-agents';
import { getOrderClassLessons } from './get-order-class-lessons';
import { getOrderClasses } from './get-order-classes';
import { getOrderImportTemplate } from './get-order-import-template';
import { getOrderUsers } from './get-order-users';
import { getOrders } from './get-orders';
import { patchOrder } from './patch-order';
import { patchOrderCancel } from './patch-order-cancel';
import { postOrder } from './post-order';
import { postOrderImport } from './post-order-import';
import { postOrderImportBatch } from './post-order-import-batch';

/** Lesson allocations (back-office §2 /orders, §4 Orders and CSV import, §5, §7 /admin/order). */
export async function orderRoutes(app: App) {
  getOrders(app);
  getOrder(app);
  getOrderUsers(app);
  getOrderAgents(app);
  getOrderClasses(app);
  getOrderClassLessons(app);
  postOrder(app);
  patchOrderCancel(app);
  patchOrder(app);
  postOrderImport(app);
  postOrderImportBatch(app);
  getOrderImportTemplate(app);
}
