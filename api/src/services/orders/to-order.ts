import type { OrderStatus } from '@backoffice/domain/enums';
import type { Order, OrderListRow } from '@backoffice/domain/records';
import type { OrderListRowWithPeople, OrderWithPeople } from '../../db/repositories/orders';

/** An order row with its people, as the API's record (spec §3 Order, `histroy` spelling included). */
export function toOrder({ order, student, agent }: OrderWithPeople): Order {
  return {
    _id: order.id,
    type: order.type,
    created: order.created.toISOString(),
    status: order.status,
    remark: order.remark,
    histroy: order.history.map((entry) => ({
      status: entry.status as OrderStatus,
      remark: entry.remark,
      at: entry.at,
      by: entry.by,
    })),
    agent: agent ? { _id: agent.id, name: agent.name, email: agent.email } : null,
    student: { _id: student.id, name: student.name, email: student.email },
    payment: order.payment,
    created_by: order.createdBy,
    detail: order.detail,
    meta: { ...order.meta, is_renewal: order.meta.is_renewal ?? false },
    discount_code: order.discountCode,
  };
}

/** A list row as GET /admin/order answers it (OrderListRow): the query has already cut the remark and the detail. */
export function toOrderListRow({ order, student, agent }: OrderListRowWithPeople): OrderListRow {
  return {
    _id: order.id,
    type: order.type,
    created: order.created.toISOString(),
    status: order.status,
    remark: order.remarkPreview,
    remark_clipped: order.remarkClipped,
    agent: agent ? { _id: agent.id, name: agent.name, email: agent.email } : null,
    student: { _id: student.id, name: student.name, email: student.email },
    detail: order.detail,
    meta: { is_renewal: order.isRenewal },
  };
}
