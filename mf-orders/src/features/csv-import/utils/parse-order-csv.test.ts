import { describe, expect, it } from '@jest/globals';
import { MAX_IMPORT_ROWS, formatProblem, parseOrderCsv, toImportRow } from './parse-order-csv';
import { buildSampleCsv, buildTemplateCsv } from './sample-csv';

const HEADER = 'id,email,name,class_name,date,lessons,type,remark';

describe('parseOrderCsv', () => {
  it('reads a byte-order mark, CRLF, quoted commas and line breaks, and Thai text', () => {
    const text =
      '\uFEFF' +
      [
        HEADER,
        '1001,Student@Demo.test,สมหญิง ใจดี,SAT Math Bootcamp,2026-12-01,3,trial,"NEW, referred by a friend"',
        '1002,niran@demo.test,"นิรันดร์ ""Ran"" สุขใจ",Primary English Workshop,2026-12-01,2,PAYMENT,"NEW',
        'Paid at the front desk"',
        '',
      ].join('\r\n');
    const { rows, problems, ignoredColumns } = parseOrderCsv(text);
    expect(problems).toEqual([]);
    expect(ignoredColumns).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      rowNumber: 2,
      values: { id: '1001', email: 'student@demo.test', name: 'สมหญิง ใจดี', type: 'TRIAL', remark: 'NEW, referred by a friend' },
    });
    expect(rows[1]!.values.name).toBe('นิรันดร์ "Ran" สุขใจ');
    expect(rows[1]!.values.remark).toBe('NEW\r\nPaid at the front desk');
    expect(rows[1]!.rowNumber).toBe(3);
  });

  it('trims headers, matches them case-insensitively, ignores unknown columns and blank lines', () => {
    const text = ' ID , Email ,Class_Name,date,lessons,colour\n1,a@b.co,IELTS,2026-12-01,2,blue\n\n   \n';
    const { rows, problems, ignoredColumns } = parseOrderCsv(text);
    expect(problems).toEqual([]);
    expect(ignoredColumns).toEqual(['colour']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toMatchObject({ id: '1', email: 'a@b.co', class_name: 'IELTS', lessons: '2', name: '' });
    expect(rows[0]!.values).not.toHaveProperty('colour');
  });

  it('names the row and the column of every bad cell', () => {
    const text = [
      HEADER,
      '1,a@b.co,A,IELTS,2026-12-01,2,PAYMENT,NEW',
      '2,not-an-email,B,IELTS,01/12/2026,0,GIFT,NEW',
      '3,c@d.co,C,,2026-02-30,two,,NEW',
      '1,e@f.co,E,IELTS,2026-12-01,1,,NEW',
    ].join('\n');
    const messages = parseOrderCsv(text).problems.map(formatProblem);
    expect(messages).toEqual([
      'Row 3, column email: expected an email address',
      'Row 3, column date: expected YYYY-MM-DD',
      'Row 3, column lessons: expected a whole number from 1 to 100',
      'Row 3, column type: expected PAYMENT, TRIAL, PAYMENT_VIDEO',
      'Row 4, column class_name: required',
      'Row 4, column date: expected YYYY-MM-DD',
      'Row 4, column lessons: expected a whole number from 1 to 100',
      'Row 5, column id: the same id as row 2',
    ]);
  });

  it('reports rows the parser could not read, with their row number', () => {
    const text = [HEADER, '1,a@b.co,A,IELTS,2026-12-01,2,PAYMENT,NEW', '2,b@c.co'].join('\n');
    const messages = parseOrderCsv(text).problems.map(formatProblem);
    expect(messages[0]).toMatch(/^Row 3: Too few fields/);
  });

  it('refuses a file without the required columns, and an empty one', () => {
    expect(parseOrderCsv('id,email,date\n1,a@b.co,2026-12-01\n').problems.map(formatProblem)).toEqual([
      'The file has no column class_name, lessons. Start from the template.',
    ]);
    expect(parseOrderCsv('').problems.map(formatProblem)).toEqual(['The file is empty.']);
    expect(parseOrderCsv(`${HEADER}\r\n`).problems.map(formatProblem)).toEqual(['The file has no rows to import.']);
  });

  it(`takes up to ${MAX_IMPORT_ROWS.toLocaleString('en')} rows and refuses a longer file`, () => {
    expect(MAX_IMPORT_ROWS).toBe(5000);
    const line = (i: number) => `${i},s${i}@b.co,S,IELTS,2026-12-01,1,PAYMENT,NEW`;
    const full = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => line(i + 1))].join('\n');
    const accepted = parseOrderCsv(full);
    expect(accepted.problems).toEqual([]);
    expect(accepted.rows).toHaveLength(MAX_IMPORT_ROWS);
    const refused = parseOrderCsv(`${full}\n${line(MAX_IMPORT_ROWS + 1)}`);
    expect(refused.problems.map(formatProblem)).toEqual(['The file has 5001 rows; import at most 5000 at a time.']);
  });

  it('says when the file is not UTF-8', () => {
    const { problems } = parseOrderCsv(`${HEADER}\n1,a@b.co,\uFFFD\uFFFD,IELTS,2026-12-01,2,PAYMENT,NEW\n`);
    expect(formatProblem(problems[0]!)).toMatch(/not UTF-8/);
  });

  it('reads the template and the sample it offers for download', () => {
    expect(parseOrderCsv(buildTemplateCsv()).problems.map(formatProblem)).toEqual(['The file has no rows to import.']);
    const sample = buildSampleCsv('2026-11-21');
    expect(sample.startsWith('\uFEFF')).toBe(true);
    expect(sample).toContain('\r\n');
    const { rows, problems } = parseOrderCsv(sample);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.values.date)).toEqual(['2026-12-01', '2026-12-01', '2026-12-01', '2026-12-01']);
    expect(rows.map((row) => row.values.class_name)).toContain('Math');
    expect(rows.some((row) => row.values.remark.includes(','))).toBe(true);
    expect(rows.some((row) => row.values.remark.includes('\n'))).toBe(true);
  });
});

describe('toImportRow', () => {
  it('sends the non-empty cells as read, with the class chosen for the row', () => {
    const [row] = parseOrderCsv(`${HEADER}\n1,a@b.co,,IELTS,2026-12-01,2,,NEW\n`).rows;
    expect(toImportRow(row!, 'c1')).toEqual({
      id: '1',
      email: 'a@b.co',
      class_name: 'IELTS',
      date: '2026-12-01',
      lessons: '2',
      remark: 'NEW',
      class_id: 'c1',
    });
  });
});

describe('parseOrderCsv and the import schema', () => {
  it("names a cell longer than the server takes with the schema's message, before anything is sent", () => {
    const long = (n: number) => 'ก'.repeat(n);
    const text = [
      HEADER,
      `1,a@b.co,${long(255)},IELTS,2026-12-01,2,PAYMENT,${long(1000)}`,
      `2,b@c.co,${long(256)},${long(256)},2026-12-01,2,PAYMENT,"${long(1001)}"`,
    ].join('\n');
    const problems = parseOrderCsv(text).problems.map(formatProblem);
    expect(problems).toEqual([
      'Row 3, column name: name must be at most 255 characters',
      'Row 3, column remark: remark must be at most 1,000 characters',
      'Row 3, column class_name: class_name must be at most 255 characters',
    ]);
  });
});
