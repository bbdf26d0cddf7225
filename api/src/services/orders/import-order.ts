import { ORDER_CSV_COLUMNS, ORDER_IMPORT_META_KEYS, ORDER_MESSAGES, type OrderImportRow } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import type { DbOrTx } from '../../db/types';
import type { LessonRef } from '../../db/repositories/classes';
import { findClassWithNextLessons } from '../../db/repositories/order-imports';
import { badRequest } from '../../errors';
import { dayjs } from '../../lib/time';
import type { RequestContext } from '../request-context';
import { createOrder } from './create-order';

/** A CSV row's identity: the file's fingerprint and the row's id (orders.import_key is unique). */
export function importKeyFor(file: string, rowId: string): string {
  return `${file}:${rowId}`;
}

/**
 * Creates the allocation of one CSV row through the same path as the form. Its lessons are the next `lessons` future
 * lessons of the class in the month of the row's `date` (centre time zone, spec §4 CSV import step 5). A month with
 * fewer left refuses the row whole: allocating fewer lessons than were paid for would be a silent error in the money
 * record; skipping the row is the browser's choice.
 */
export async function importOrderRow(db: DbOrTx, ctx: RequestContext, row: OrderImportRow, file: string): Promise<Order> {
  const month = monthWindow(row.date, ctx.timezone);
  const importMeta: Record<string, string> = { file, id: row.id };
  for (const key of ORDER_IMPORT_META_KEYS) {
    const value = row[key];
    if (value !== undefined) importMeta[key] = value;
  }
  // The class and its lessons of the month are read at once.
  let next: LessonRef[] = [];
  return createOrder(db, ctx, {
    type: row.type,
    email: row.email,
    name: row.name,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    classId: row.class_id,
    remark: row.remark,
    discountCode: row.discount_code,
    agentId: undefined,
    payment: { channel: 'offline', provider: null, platform: null, completed_on: null },
    meta: { is_renewal: false, import: importMeta },
    importKey: importKeyFor(file, row.id),
    findClass: async (reader) => {
      const found = await findClassWithNextLessons(
        reader,
        row.class_id,
        { after: ctx.now, from: month.from, before: month.before },
        row.lessons,
      );
      next = found?.lessons ?? [];
      return found?.klass;
    },
    pickLessons: async () => {
      if (next.length < row.lessons) throw badRequest(ORDER_MESSAGES.notEnoughFutureLessons(next.length, month.label), 'row.lessons');
      return next;
    },
    fields: { email: 'row.email', class: 'row.class_id' },
  });
}

type MonthWindow = { from: Date; before: Date; label: string };
const monthWindows = new Map<string, MonthWindow>();

/**
 * The month a row's `date` names, in the centre's time zone: its first instant, the next month's first instant and its
 * name. The rows of a file name a few months, so each is worked out once: dayjs's time-zone arithmetic was about a tenth of
 * the API's time per imported row.
 */
function monthWindow(date: string, timezone: string): MonthWindow {
  const key = `${date.slice(0, 7)} ${timezone}`;
  let window = monthWindows.get(key);
  if (!window) {
    const month = dayjs.tz(date, timezone).startOf('month');
    window = { from: month.toDate(), before: month.add(1, 'month').toDate(), label: month.format('MMMM YYYY') };
    if (monthWindows.size >= 240) monthWindows.clear();
    monthWindows.set(key, window);
  }
  return window;
}

/**
 * The import template: the header row and one example row. The example's date is the first day of next month, so the
 * row works as it stands when its class has lessons then.
 */
export function orderCsvTemplate(now: Date, timezone: string): string {
  const example: Partial<Record<(typeof ORDER_CSV_COLUMNS)[number], string>> = {
    id: '1',
    email: 'somchai.j@example.com',
    name: 'Somchai Jaidee',
    phone_country_code: '66',
    phone: '812345678',
    class_name: 'IELTS Preparation',
    date: dayjs(now).tz(timezone).add(1, 'month').startOf('month').format('YYYY-MM-DD'),
    lessons: '4',
    type: 'PAYMENT',
    remark: 'NEW',
  };
  const line = (cells: string[]) => cells.map(csvCell).join(',');
  return `${line([...ORDER_CSV_COLUMNS])}\r\n${line(ORDER_CSV_COLUMNS.map((column) => example[column] ?? ''))}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
