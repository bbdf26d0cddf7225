import Papa from 'papaparse';
import {
  ORDER_CSV_COLUMNS,
  ORDER_CSV_REQUIRED_COLUMNS,
  orderImportRowSchema,
  type OrderImportRowInput,
} from '@backoffice/domain/orders';
import { ORDER_TYPES } from '@backoffice/domain/enums';
import { isEmailFormat } from '@backoffice/domain/email-format';

export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];
export type OrderCsvValues = Record<OrderCsvColumn, string>;

/** One data row. `rowNumber` is the row a spreadsheet shows it on: the header is row 1, the first data row row 2. */
export type OrderCsvRow = { rowNumber: number; values: OrderCsvValues };

/** Something wrong with the file, a row or one cell; `formatProblem` words it. */
export type CsvProblem = { row?: number; column?: string; message: string };

export type ParsedOrderCsv = {
  rows: OrderCsvRow[];
  problems: CsvProblem[];
  /** Columns the template does not have: ignored, and said so. */
  ignoredColumns: string[];
};

/**
 * A file's rows at most. 2,000 rows import in about 10 s (`pnpm bench:csv`); a larger file is better split, so that a
 * run (which may stop for the class chooser) stays short.
 */
export const MAX_IMPORT_ROWS = 5000;

/** The import endpoint's limit (orderImportRowSchema). */
export const MAX_LESSONS_PER_ROW = 100;

const KNOWN = new Set<string>(ORDER_CSV_COLUMNS);

/** 'Row 3, column date: expected YYYY-MM-DD', 'Row 5: …', or a message about the whole file. */
export function formatProblem(problem: CsvProblem): string {
  if (problem.row !== undefined && problem.column) return `Row ${problem.row}, column ${problem.column}: ${problem.message}`;
  if (problem.row !== undefined) return `Row ${problem.row}: ${problem.message}`;
  return problem.message;
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const RULES: Partial<Record<OrderCsvColumn, (value: string) => string | null>> = {
  email: (value) => (isEmailFormat(value) ? null : 'expected an email address'),
  date: (value) => (isCalendarDay(value) ? null : 'expected YYYY-MM-DD'),
  lessons: (value) =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LESSONS_PER_ROW
      ? null
      : `expected a whole number from 1 to ${MAX_LESSONS_PER_ROW}`,
  type: (value) => ((ORDER_TYPES as readonly string[]).includes(value) ? null : `expected ${ORDER_TYPES.join(', ')}`),
  phone_country_code: (value) => (/^\d{1,4}$/.test(value) ? null : 'expected 1 to 4 digits, e.g. 66'),
};

/** Values as the import sends them: trimmed, the type upper-cased, a '+' before the country code dropped. */
function normalise(raw: Record<string, unknown>): OrderCsvValues {
  const values = {} as OrderCsvValues;
  for (const column of ORDER_CSV_COLUMNS) {
    const cell = raw[column];
    values[column] = typeof cell === 'string' ? cell.trim() : '';
  }
  values.type = values.type.toUpperCase();
  values.email = values.email.toLowerCase();
  values.phone_country_code = values.phone_country_code.replace(/^\+/, '');
  return values;
}

/**
 * Reads an import file's text: a byte-order mark, CRLF or LF line ends, quoted fields holding commas, quotes and
 * line breaks, and Thai (any UTF-8) text. Headers are trimmed and compared case-insensitively; unknown columns are
 * ignored; blank lines skipped. Every problem names its row (and column), so the file can be fixed before anything is
 * created: an import with problems does not start.
 */
export function parseOrderCsv(text: string): ParsedOrderCsv {
  const problems: CsvProblem[] = [];
  const clean = text.replace(/^\uFEFF/, '');
  if (clean.includes('\uFFFD')) {
    problems.push({ message: "The file is not UTF-8 text. Save it as 'CSV UTF-8 (Comma delimited)' and choose it again." });
  }

  const result = Papa.parse<Record<string, unknown>>(clean, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.replace(/^\uFEFF/, '').trim().toLowerCase(),
  });

  const fields = (result.meta.fields ?? []).filter((field) => field !== '');
  const ignoredColumns = fields.filter((field) => !KNOWN.has(field));
  const missing = ORDER_CSV_REQUIRED_COLUMNS.filter((column) => !fields.includes(column));
  if (fields.length === 0) {
    return { rows: [], problems: [...problems, { message: 'The file is empty.' }], ignoredColumns };
  }
  if (missing.length > 0) {
    problems.push({ message: `The file has no column ${missing.join(', ')}. Start from the template.` });
    return { rows: [], problems, ignoredColumns };
  }

  for (const error of result.errors) {
    // With a header and several columns the delimiter is known; Papa still reports a one-line file this way.
    if (error.code === 'UndetectableDelimiter') continue;
    const row = typeof error.row === 'number' ? error.row + 2 : undefined;
    problems.push({ row, message: error.message });
  }

  const rows = result.data.map((raw, index) => ({ rowNumber: index + 2, values: normalise(raw) }));
  if (rows.length === 0) problems.push({ message: 'The file has no rows to import.' });
  if (rows.length > MAX_IMPORT_ROWS) {
    problems.push({ message: `The file has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.` });
  }

  const firstRowOfId = new Map<string, number>();
  for (const { rowNumber, values } of rows) {
    for (const column of ORDER_CSV_REQUIRED_COLUMNS) {
      if (!values[column]) problems.push({ row: rowNumber, column, message: 'required' });
    }
    const flagged = new Set<string>(ORDER_CSV_REQUIRED_COLUMNS.filter((column) => !values[column]));
    for (const [column, rule] of Object.entries(RULES) as Array<[OrderCsvColumn, (value: string) => string | null]>) {
      const value = values[column];
      const message = value ? rule(value) : null;
      if (message) {
        problems.push({ row: rowNumber, column, message });
        flagged.add(column);
      }
    }
    // What the server will check besides (each text's maximum, 'name must be at most 255 characters'), in the schema's
    // own words, so such a file is fixed before the import rather than failing row by row.
    for (const { column, message } of schemaProblems({ rowNumber, values })) {
      if (!flagged.has(column)) {
        problems.push({ row: rowNumber, column, message });
        flagged.add(column);
      }
    }
    if (values.id) {
      const earlier = firstRowOfId.get(values.id);
      if (earlier !== undefined) problems.push({ row: rowNumber, column: 'id', message: `the same id as row ${earlier}` });
      else firstRowOfId.set(values.id, rowNumber);
    }
  }

  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { rows, problems, ignoredColumns };
}

/** Stands in for the class the import finds later: the row is checked before its class is known. */
const ANY_CLASS_ID = '00000000-0000-4000-8000-000000000000';

/** orderImportRowSchema's complaints about a row, one per column, with its messages. */
function schemaProblems(row: OrderCsvRow): Array<{ column: string; message: string }> {
  const result = orderImportRowSchema.safeParse(toImportRow(row, ANY_CLASS_ID));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ''), message: issue.message }));
}

/** What POST /admin/order/import receives for a row: its non-empty cells as read, and the class chosen for it. */
export function toImportRow(row: OrderCsvRow, classId: string): OrderImportRowInput {
  const values: Partial<OrderCsvValues> = {};
  for (const column of ORDER_CSV_COLUMNS) {
    if (row.values[column]) values[column] = row.values[column];
  }
  // The required cells are there: parseOrderCsv refuses a file with one missing before anything is sent.
  return { ...values, id: row.values.id, email: row.values.email, date: row.values.date, lessons: row.values.lessons, class_id: classId };
}
