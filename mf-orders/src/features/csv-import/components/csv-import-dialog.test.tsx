import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderScreen, server } from '@backoffice/remote-kit/test-utils';
import { CLASSES, orderOf } from '../../../test/factories';
import { signInAs, USERS } from '../../../test/session';
import { IMPORT_BATCH_SIZE, IMPORT_CONCURRENCY, STOPPED_REASON } from '../utils/run-import';
import { CsvImportDialog, PREVIEW_PAGE_SIZE } from './csv-import-dialog';

type BatchBody = { rows: Array<Record<string, string>>; file: string };
type ImportedRow = { row: Record<string, string>; file: string };

const imports: ImportedRow[] = [];
const batchSizes: number[] = [];
const classSearches: string[] = [];
beforeEach(() => {
  signInAs(USERS.superAdmin);
  server.use(
    http.get('*/api/admin/order/classes', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      classSearches.push(q);
      const found = Object.values(CLASSES).filter((c) => c.name.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({ data: found, count: found.length });
    }),
    http.post('*/api/admin/order/import/batch', async ({ request }) => {
      const body = (await request.json()) as BatchBody;
      batchSizes.push(body.rows.length);
      const data = body.rows.map((row) => {
        imports.push({ row, file: body.file });
        if (row.id === '1003') return { id: row.id, status: 'exists', order_id: orderOf(3)._id };
        if (row.id === '1004') {
          return {
            id: row.id,
            status: 'failed',
            message: [{ code: 'BadRequest', type: 'invalid', message: 'The class has no future lessons in 2026-12', field: 'row.lessons' }],
          };
        }
        return { id: row.id, status: 'created', order_id: orderOf(Number(row.id))._id };
      });
      return HttpResponse.json({ data, count: data.length });
    }),
  );
});
afterEach(() => {
  imports.length = 0;
  batchSizes.length = 0;
  classSearches.length = 0;
});

const HEADER = 'id,email,name,class_name,date,lessons,type,remark';
const GOOD = [
  HEADER,
  '1001,somying@demo.test,สมหญิง ใจดี,IELTS Intensive (Band 7.0+),2026-12-01,4,PAYMENT,"NEW, referred by a friend"',
  '1002,niran@demo.test,นิรันดร์ สุขใจ,Math,2026-12-01,2,TRIAL,"NEW',
  'Paid at the front desk"',
  '1003,kanya@demo.test,กัญญา วงศ์ไทย,ielts intensive (band 7.0+),2026-12-01,2,TRIAL,EXISTING',
  '1004,ploy@demo.test,พลอย,Math,2026-12-01,2,TRIAL,NEW',
  '1005,ton@demo.test,ต้น,Astrophysics,2026-12-01,1,TRIAL,NEW',
].join('\r\n');

function open() {
  const onFinished = jest.fn();
  const onOpenChange = jest.fn();
  const rendered = renderScreen(<CsvImportDialog onFinished={onFinished} onOpenChange={onOpenChange} />);
  return { ...rendered, onFinished, onOpenChange };
}

async function upload(user: ReturnType<typeof open>['user'], text: string, name = 'orders.csv') {
  await user.upload(screen.getByLabelText('Choose CSV file'), new File([text], name, { type: 'text/csv' }));
}

const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const confirm = () => screen.getByRole('checkbox', { name: 'Confirm and proceed' });
const rowOf = (n: number, hidden = false) => screen.getByRole('row', { name: new RegExp(`^${n} `), hidden });

describe('Add Lessons using CSV', () => {
  it('previews a file with a byte-order mark, CRLF, quoted commas and line breaks and Thai names', async () => {
    const { user } = open();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download sample' })).toBeInTheDocument();
    await upload(user, `\uFEFF${GOOD}\r\n`);
    expect(await screen.findByText('orders.csv: 5 rows')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(rowOf(2)).getByText('สมหญิง ใจดี')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('NEW, referred by a friend')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText(/Paid at the front desk/)).toBeInTheDocument();
  });

  it("shows the loaded file's name beside a real, keyboard-reachable file input", async () => {
    const { user } = open();
    const input = screen.getByLabelText('Choose CSV file');
    expect(input).toHaveAttribute('type', 'file');
    // The browser's own control is not drawn: it would read 'No file chosen' once the file is read. Its label is the
    // button, and clicking that opens the file picker.
    expect(input).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    expect(screen.getByText('Choose CSV file').tagName).toBe('LABEL');
    expect(screen.getByText('No file chosen yet')).toBeInTheDocument();
    // Tab reaches the input (Enter or Space opens the browser's file picker there).
    for (let presses = 0; presses < 10 && document.activeElement !== input; presses += 1) await user.tab();
    expect(input).toHaveFocus();

    await upload(user, GOOD, 'december.csv');
    // The input itself is emptied (so the same file can be chosen again), and says 'No file chosen': the name shows
    // beside it, and is part of its description.
    expect(await screen.findByText('december.csv: 5 rows')).toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('december.csv: 5 rows'));
    expect(screen.queryByText('No file chosen yet')).not.toBeInTheDocument();
  });

  it('loads a file dropped on the upload area, and shows its name', async () => {
    open();
    const file = new File([GOOD], 'dropped.csv', { type: 'text/csv' });
    const zone = screen.getByText('No file chosen yet').parentElement as HTMLElement;
    const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByText('dropped.csv: 5 rows')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows of the file' })).toBeInTheDocument();
  });

  it("enables Proceed only once 'Confirm and proceed' is ticked", async () => {
    const { user } = open();
    expect(proceed()).toBeDisabled();
    await upload(user, GOOD);
    await screen.findByText('orders.csv: 5 rows');
    expect(proceed()).toBeDisabled();
    await user.click(confirm());
    expect(proceed()).toBeEnabled();
    await user.click(confirm());
    expect(proceed()).toBeDisabled();
  });

  it('names the row and column of each problem and does not let a file with problems be imported', async () => {
    const { user } = open();
    await upload(user, [HEADER, '1,a@b.co,A,IELTS,2026-12-01,2,PAYMENT,NEW', '2,b@c.co,B,IELTS,12/01/2026,x,PAYMENT,NEW'].join('\n'));
    const problems = await screen.findByText(/The file has 2 problems/);
    const alert = problems.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Row 3, column date: expected YYYY-MM-DD')).toBeInTheDocument();
    expect(within(alert).getByText('Row 3, column lessons: expected a whole number from 1 to 100')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    expect(proceed()).toBeDisabled();
  });

  it('refuses a file without the required columns', async () => {
    const { user } = open();
    await upload(user, 'email,name\na@b.co,A\n');
    expect(await screen.findByText('The file has no column id, class_name, date, lessons. Start from the template.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).not.toBeInTheDocument();
  });

  it('imports the rows: exact classes at once, a chooser for the others while the rest go on, and a summary at the end', async () => {
    const { user, onFinished } = open();
    await upload(user, `\uFEFF${GOOD}\r\n`);
    await screen.findByText('orders.csv: 5 rows');
    await user.click(confirm());
    await user.click(proceed());

    // Row 3 names 'Math': two classes contain it, none is called that, so the chooser opens.
    const chooser = await screen.findByRole('dialog', { name: 'Choose the class for row 3' });
    expect(within(chooser).getByText('Row 3: niran@demo.test · 2026-12-01 · 2 lessons')).toBeInTheDocument();
    const options = within(chooser).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([CLASSES.satMath.name, CLASSES.privateMath.name]);
    expect(within(chooser).getByRole('button', { name: 'Use this class' })).toBeDisabled();
    // Meanwhile the rows whose class is known go on: rows 2 and 4 finish; rows 3, 5 ('Math') and 6 wait for choices.
    // The import dialog behind is hidden from assistive technology while the chooser is open.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Import progress', hidden: true })).toHaveAttribute('aria-valuenow', '2'));
    expect(within(rowOf(2, true)).getByText('Created')).toBeInTheDocument();
    expect(within(rowOf(3, true)).getByText('Choose the class')).toBeInTheDocument();
    await user.click(within(chooser).getByRole('radio', { name: CLASSES.satMath.name }));
    await user.click(within(chooser).getByRole('button', { name: 'Use this class' }));

    // Row 6 names a class that does not exist: skip it.
    const second = await screen.findByRole('dialog', { name: 'Choose the class for row 6' });
    expect(within(second).getByText('No class found matching that name')).toBeInTheDocument();
    // One lesson, not '1 lessons'.
    expect(within(second).getByText('Row 6: ton@demo.test · 2026-12-01 · 1 lesson')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Skip row' }));

    const summary = await screen.findByRole('list', { name: 'Import summary' });
    // The summary sits below the rows: it takes focus, which brings it into view and has a screen reader read it.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Import finished' })).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Import finished' })).toContainElement(summary);
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Created: 2',
      'Already imported: 1',
      'Skipped: 1',
      'Failed: 1',
    ]);
    expect(screen.getByRole('list', { name: 'Failed rows' })).toHaveTextContent(
      'Row 5 (id 1004): The class has no future lessons in 2026-12',
    );
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(within(rowOf(2)).getByText('Created')).toBeInTheDocument();
    expect(within(rowOf(4)).getByText('Already imported')).toBeInTheDocument();
    expect(within(rowOf(5)).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf(6)).getByText('Skipped')).toBeInTheDocument();
    // Done: the same data cannot be processed twice.
    expect(proceed()).toBeDisabled();
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ created: 2, exists: 1 }));

    // Each row went with its class and the file's SHA-256; row 5 reused the class chosen for 'Math' on row 3.
    const hash = createHash('sha256').update(`${GOOD}\r\n`).digest('hex');
    const sent = [...imports].sort((a, b) => a.row.id!.localeCompare(b.row.id!));
    expect(sent.map((body) => [body.row.id, body.row.class_id, body.file])).toEqual([
      ['1001', CLASSES.ielts._id, hash],
      ['1002', CLASSES.satMath._id, hash],
      ['1003', CLASSES.ielts._id, hash],
      ['1004', CLASSES.satMath._id, hash],
    ]);
    expect(sent[1]?.row).toMatchObject({ email: 'niran@demo.test', name: 'นิรันดร์ สุขใจ', class_name: 'Math', date: '2026-12-01', lessons: '2' });
    // One search per class name, whatever its case.
    expect([...classSearches].sort()).toEqual(['Astrophysics', 'IELTS Intensive (Band 7.0+)', 'Math']);
  });

  it('goes on with the next rows when one fails', async () => {
    server.use(
      http.get('*/api/admin/order/classes', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        if (q === 'Broken') return HttpResponse.json({ message: [{ code: 'InternalServerError', type: 'internal', message: 'Boom' }] }, { status: 500 });
        return HttpResponse.json({ data: [CLASSES.ielts], count: 1 });
      }),
    );
    const { user } = open();
    await upload(user, [HEADER, '1001,a@b.co,A,Broken,2026-12-01,1,,NEW', '1002,b@c.co,B,IELTS Intensive (Band 7.0+),2026-12-01,1,,NEW'].join('\n'));
    await screen.findByText('orders.csv: 2 rows');
    await user.click(confirm());
    await user.click(proceed());
    const summary = await screen.findByRole('list', { name: 'Import summary' });
    expect(summary).toHaveTextContent('Created: 1');
    expect(summary).toHaveTextContent('Failed: 1');
    expect(screen.getByRole('list', { name: 'Failed rows' })).toHaveTextContent('Row 2 (id 1001): The class search failed: Boom');

    // A fixed file chosen again starts over.
    expect(proceed()).toBeDisabled();
    await upload(user, [HEADER, '1001,a@b.co,A,IELTS Intensive (Band 7.0+),2026-12-01,1,,NEW'].join('\n'));
    await screen.findByText('orders.csv: 1 row');
    expect(screen.queryByRole('list', { name: 'Import summary' })).not.toBeInTheDocument();
    expect(confirm()).not.toBeChecked();
    await user.click(confirm());
    expect(proceed()).toBeEnabled();
  });

  it('pages a large file, sends its rows in small batches and counts them all', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => `${5000 + i},s${i}@demo.test,S ${i},IELTS Intensive (Band 7.0+),2026-12-01,1,PAYMENT,NEW`);
    const { user, onFinished } = open();
    await upload(user, [HEADER, ...lines].join('\r\n'), 'large.csv');
    await screen.findByText('large.csv: 250 rows');
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(PREVIEW_PAGE_SIZE + 1);
    expect(screen.getByText(/^Showing rows 2 to 101 of the file \(250 rows after the header/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of the file' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText(/^Showing rows 202 to 251 of the file/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows of the file' })).getAllByRole('row')).toHaveLength(51);

    await user.click(confirm());
    await user.click(proceed());
    const summary = await screen.findByRole('list', { name: 'Import summary' }, { timeout: 10_000 });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Created: 250',
      'Already imported: 0',
      'Skipped: 0',
      'Failed: 0',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '250');
    expect(within(rowOf(202)).getByText('Created')).toBeInTheDocument();
    expect(imports).toHaveLength(250);
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(IMPORT_BATCH_SIZE);
    expect(batchSizes.length).toBeGreaterThanOrEqual(25);
    expect(classSearches).toEqual(['IELTS Intensive (Band 7.0+)']);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ created: 250 }));
  });

  it("'Stop after the rows sent' lets the rows in flight finish and skips the others", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/admin/order/import/batch', async ({ request }) => {
        const body = (await request.json()) as BatchBody;
        batchSizes.push(body.rows.length);
        await gate;
        const data = body.rows.map((row) => ({ id: row.id, status: 'created', order_id: orderOf(1)._id }));
        return HttpResponse.json({ data, count: data.length });
      }),
    );
    const lines = Array.from({ length: 30 }, (_, i) => `${7000 + i},t${i}@demo.test,T ${i},IELTS Intensive (Band 7.0+),2026-12-01,1,PAYMENT,NEW`);
    const { user } = open();
    await upload(user, [HEADER, ...lines].join('\n'));
    await screen.findByText('orders.csv: 30 rows');
    await user.click(confirm());
    await user.click(proceed());
    await waitFor(() => expect(batchSizes).toHaveLength(IMPORT_CONCURRENCY));
    await user.click(screen.getByRole('button', { name: 'Stop after the rows sent' }));
    release();
    const summary = await screen.findByRole('list', { name: 'Import summary' });
    const sent = IMPORT_CONCURRENCY * IMPORT_BATCH_SIZE;
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Created: ${sent}`,
      'Already imported: 0',
      `Skipped: ${30 - sent}`,
      'Failed: 0',
    ]);
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(`Row ${sent + 2} (id ${7000 + sent}) skipped: ${STOPPED_REASON}`);
    expect(batchSizes).toHaveLength(IMPORT_CONCURRENCY);
  });
});
