import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ORDER_CSV_COLUMNS } from '@backoffice/domain/orders';
import { parseOrderCsv } from './parse-order-csv';
import { buildSampleCsv, buildTemplateCsv, toCsv } from './sample-csv';

describe('template and sample files', () => {
  it('writes RFC 4180 text with a byte-order mark and CRLF, quoting what needs it', () => {
    expect(toCsv(['a', 'b'], [{ a: 'x, y', b: 'say "hi"' }, { a: 'line\nbreak' }])).toBe(
      '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",\r\n',
    );
  });

  it('offers every column of the import as the template', () => {
    expect(buildTemplateCsv()).toBe(`\uFEFF${ORDER_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('keeps the committed sample (mf-orders/sample) equal to what Download sample gave on 2026-11-21', () => {
    const committed = readFileSync(path.join(__dirname, '../../../../sample/order-import-sample.csv'), 'utf8');
    expect(committed).toBe(buildSampleCsv('2026-11-21'));
    const { rows, problems } = parseOrderCsv(committed);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.values.name)).toContain('สมหญิง ใจดี');
  });
});
