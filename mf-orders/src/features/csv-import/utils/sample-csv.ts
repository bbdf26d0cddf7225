import { ORDER_CSV_ALLOCATION_COLUMNS, ORDER_CSV_COLUMNS } from '@backoffice/domain/orders';
import { dayjs } from '@backoffice/domain/time';

/** A byte-order mark first, so a spreadsheet opens the UTF-8 file with Thai names intact. */
const BOM = '\uFEFF';

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 text: CRLF line ends, fields with commas, quotes or line breaks quoted. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<Readonly<Record<string, string>>>): string {
  const lines = [header.map(quote).join(','), ...rows.map((row) => header.map((column) => quote(row[column] ?? '')).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The template: every column the import reads, no rows. */
export function buildTemplateCsv(): string {
  return toCsv(ORDER_CSV_COLUMNS, []);
}

/** The sample fills the columns an allocation needs; the spec's other keys stay empty, so they are left out. */
export const SAMPLE_COLUMNS = ORDER_CSV_ALLOCATION_COLUMNS;

/**
 * A sample that works against the demo data on the day it is downloaded: rows in next month (the import
 * allocates the next N future lessons of the row's month), Thai names, a class name in lower case, and 'Math', which
 * two demo classes contain, so the class chooser opens. The remarks with a comma and with a line break are on rows of
 * the demo's existing student (student@demo.test): a new student's remark must be exactly 'NEW'.
 * `today` is a centre day, YYYY-MM-DD.
 */
export function buildSampleCsv(today: string): string {
  const month = dayjs(today);
  const next = month.add(1, 'month').startOf('month').format('YYYY-MM-DD');
  const row = (values: Partial<Record<(typeof SAMPLE_COLUMNS)[number], string>>) => ({
    phone_country_code: '66',
    type: 'PAYMENT',
    ...values,
  });
  const rows = [
    row({ id: 'S-1001', email: 'student@demo.test', class_name: 'IELTS Intensive (Band 7.0+)', date: next, lessons: '4', remark: 'EXISTING, renewal for next month' }),
    row({
      id: 'S-1002',
      email: 'student@demo.test',
      class_name: 'SAT Math Bootcamp',
      date: next,
      lessons: '2',
      type: 'TRIAL',
      remark: 'EXISTING\nPaid at the front desk',
    }),
    row({
      id: 'S-1003',
      email: 'somying.jaidee@demo.test',
      name: 'สมหญิง ใจดี',
      phone: '812345678',
      class_name: 'primary english workshop',
      // Next month, like every row: near the end of a month this month may have no future lesson left.
      date: next,
      lessons: '1',
      remark: 'NEW',
      discount_code: 'early10',
    }),
    row({
      id: 'S-1004',
      email: 'niran.sukjai@demo.test',
      name: 'นิรันดร์ สุขใจ',
      phone: '898765432',
      class_name: 'Math',
      date: next,
      lessons: '2',
      type: 'TRIAL',
      remark: 'NEW',
    }),
  ];
  return toCsv(SAMPLE_COLUMNS, rows);
}
