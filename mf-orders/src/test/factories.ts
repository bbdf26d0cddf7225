import { toOrderListRow, type Order, type OrderListRow } from '@backoffice/domain/records';
import type { OrderStatus, OrderType } from '@backoffice/domain/enums';

/** A uuid whose last digits are `n`, so fixtures have readable, valid ids. */
export function uuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const CLASSES = {
  ielts: { _id: uuid(1, 'c0000000'), name: 'IELTS Intensive (Band 7.0+)' },
  satMath: { _id: uuid(2, 'c0000000'), name: 'SAT Math Bootcamp' },
  privateMath: { _id: uuid(3, 'c0000000'), name: '1-on-1 Mathematics (Grade 9)' },
} as const;

/** An order as GET /admin/order/{id}, a create, a cancel and an edit answer it (orderSchema). */
export function orderOf(n: number, overrides: Partial<Order> & { status?: OrderStatus; type?: OrderType } = {}): Order {
  return {
    _id: uuid(n, 'a0000000'),
    type: 'PAYMENT',
    created: '2026-11-20T03:30:00.000Z',
    status: 'INIT',
    remark: 'NEW',
    histroy: [{ status: 'INIT', remark: 'NEW', at: '2026-11-20T03:30:00.000Z', by: 'SuperAdmin Demo' }],
    agent: { _id: uuid(9, 'b0000000'), name: 'Pongsakorn Meesuk', email: 'agent@demo.test' },
    student: { _id: uuid(n, 'd0000000'), name: `Student ${n}`, email: `student${n}@demo.test` },
    payment: { channel: 'offline', provider: null, platform: null, completed_on: '2026-11-20T03:30:00.000Z' },
    created_by: { name: `Student ${n}`, email: `student${n}@demo.test`, phone_country_code: '66', phone: '812345678' },
    detail: { lessonList: [uuid(1, 'e0000000'), uuid(2, 'e0000000')], lesson: 2, billable_lesson: 2, class_obj: CLASSES.ielts },
    meta: { is_renewal: false },
    discount_code: null,
    ...overrides,
  };
}

/** The same order as a row of GET /admin/order (orderListRowSchema). */
export function orderRowOf(n: number, overrides: Parameters<typeof orderOf>[1] = {}): OrderListRow {
  return toOrderListRow(orderOf(n, overrides));
}

export function lessonsOf(count: number, firstDay = '2026-12-01'): Array<{ _id: string; name: string; scheduled_on: string; ended_on: string }> {
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(`${firstDay}T02:00:00.000Z`);
    start.setUTCDate(start.getUTCDate() + i * 7);
    const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);
    return { _id: uuid(i + 1, 'e0000000'), name: `Lesson ${i + 1}`, scheduled_on: start.toISOString(), ended_on: end.toISOString() };
  });
}

/** Agent users the fake API lists (GET /admin/order/agents); the first is orderOf(n)'s agent. */
export const AGENTS = {
  pongsakorn: { _id: uuid(9, 'b0000000'), name: 'Pongsakorn Meesuk', email: 'agent@demo.test' },
  kanya: { _id: uuid(10, 'b0000000'), name: 'Kanya Srisuk', email: 'agent2@demo.test' },
  kanokwan: { _id: uuid(11, 'b0000000'), name: 'Kanokwan Chai', email: 'agent3@demo.test' },
} as const;
