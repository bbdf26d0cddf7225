import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DataTable, type Column, type SortState } from './table';
import { renderWithTheme } from './test-utils';

interface Order {
  id: string;
  student: string;
  created: string;
}

const columns: Column<Order>[] = [
  { key: 'student', header: 'Student', render: (o) => o.student, sortable: true },
  { key: 'created', header: 'Created', render: (o) => o.created, sortable: true },
  { key: 'id', header: 'Id', render: (o) => o.id, align: 'right' },
];

const rows: Order[] = [
  { id: 'o1', student: 'Ploy', created: '2025-03-01' },
  { id: 'o2', student: 'Nok', created: '2025-03-02' },
];

function SortHarness({ onSortChange }: { onSortChange: (s: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ key: 'created', direction: 'desc' });
  return (
    <DataTable
      caption="Allocations"
      columns={columns}
      rows={rows}
      getRowKey={(o) => o.id}
      sort={sort}
      onSortChange={(s) => {
        onSortChange(s);
        setSort(s);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders rows under their headers, named by its caption', () => {
    renderWithTheme(<DataTable caption="Allocations" columns={columns} rows={rows} getRowKey={(o) => o.id} />);
    const table = screen.getByRole('table', { name: 'Allocations' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ploy', '2025-03-01', 'o1']);
    expect(screen.getByRole('region', { name: 'Allocations' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps the rows shown, marked busy, while the next page is on its way', () => {
    renderWithTheme(<DataTable caption="Allocations" columns={columns} rows={rows} getRowKey={(o) => o.id} busy />);
    const table = screen.getByRole('table', { name: 'Allocations' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
  });

  it("shows the caller's empty text when there are no rows", () => {
    renderWithTheme(
      <DataTable caption="Allocations" columns={columns} rows={[]} getRowKey={(o) => o.id} emptyMessage="There are no orders to display" />,
    );
    const cell = screen.getByRole('cell', { name: 'There are no orders to display' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('shows skeleton rows, not the empty text, while loading', () => {
    const { rerender } = renderWithTheme(
      <DataTable caption="Allocations" columns={columns} rows={[]} getRowKey={(o) => o.id} loading emptyMessage="There are no orders to display" />,
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('There are no orders to display')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Allocations…');
    // Skeleton rows are hidden from assistive technology: only the header row is exposed.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6);

    rerender(<DataTable caption="Allocations" columns={columns} rows={rows} getRowKey={(o) => o.id} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('loads as the table it becomes: the same column headers and skeletonRows rows, each cell as many lines as its column says', () => {
    const tall: Column<Order>[] = [{ ...columns[0]!, lines: 2 }, ...columns.slice(1)];
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    const { rerender } = renderWithTheme(<DataTable caption="Allocations" columns={tall} rows={rows} getRowKey={(o) => o.id} />);
    const loaded = headers();

    rerender(<DataTable caption="Allocations" columns={tall} rows={[]} getRowKey={(o) => o.id} loading skeletonRows={20} />);
    expect(headers()).toEqual(loaded);
    const table = screen.getByRole('table', { hidden: true });
    const skeletonRows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(skeletonRows).toHaveLength(20);
    for (const row of skeletonRows) {
      expect(row).toHaveAttribute('aria-hidden', 'true');
      const cells = row.querySelectorAll('td[data-column]');
      expect(cells).toHaveLength(tall.length);
      // A cell's placeholder lines are its children: the student's two, one for the others.
      expect([...cells].map((cell) => cell.children.length)).toEqual([2, 1, 1]);
      // Each line draws its bar with CSS: no elements of its own for the browser to create and then remove.
      for (const cell of cells) for (const line of cell.children) expect(line.children).toHaveLength(0);
    }
  });

  it('sorts by header buttons, reporting the sort and marking aria-sort', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithTheme(<SortHarness onSortChange={onSortChange} />);
    const created = screen.getByRole('columnheader', { name: /Created/ });
    const student = screen.getByRole('columnheader', { name: /Student/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    expect(student).not.toHaveAttribute('aria-sort');

    await user.click(within(created).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'created', direction: 'asc' });
    expect(created).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(student).getByRole('button', { name: 'Student' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'student', direction: 'asc' });
    expect(student).toHaveAttribute('aria-sort', 'ascending');
    expect(created).not.toHaveAttribute('aria-sort');
  });

  it('sorts from the keyboard', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithTheme(<SortHarness onSortChange={onSortChange} />);
    within(screen.getByRole('columnheader', { name: /Student/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'student', direction: 'asc' });
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'student', direction: 'desc' });
  });

  it('has no sort buttons without onSortChange or on unsortable columns', () => {
    renderWithTheme(<SortHarness onSortChange={() => {}} />);
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('DataTable in an area narrower than its columns', () => {
  // jsdom lays nothing out: here every column is 100px wide and the table's area 350px, which holds three columns.
  const AREA = 350;
  const COLUMN = 100;
  // False while the table is out of the layout (`display: none`: nothing has a width).
  let laidOut = true;
  // Reads of the area's scrollWidth: a read inside React's commit would lay the screen out from a deep stack.
  let scrollWidthReads = 0;
  const originals = {
    scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.getAttribute('role') !== 'region' || !laidOut) return 0;
        scrollWidthReads += 1;
        // The columns laid out: a moved column's cells are still in the page, taken out by a style rule.
        const shown = [...this.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).display !== 'none');
        return shown.length * COLUMN;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'region' && laidOut ? AREA : 0;
      },
    });
  });
  beforeEach(() => {
    scrollWidthReads = 0;
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });

  /** The table fits in the microtask after its commit, before a browser would paint. */
  const fitted = () => act(async () => {});
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  type Lesson = { id: string; name: string; tutor: string; room: string; status: string };
  const lessons: Lesson[] = [{ id: 'l1', name: 'Algebra 1', tutor: 'Kru Ann', room: 'R2', status: 'Active' }];
  const lessonColumns: Column<Lesson>[] = [
    { key: 'name', header: 'Lesson', render: (l) => l.name },
    { key: 'tutor', header: 'Tutor', priority: 1, render: (l) => l.tutor },
    { key: 'room', header: 'Room', priority: 2, render: (l) => l.room },
    { key: 'status', header: 'Status', render: (l) => l.status },
  ];

  it('moves the highest-priority columns into row details, keeping the essential ones, and opens them by keyboard', async () => {
    const { user } = renderWithTheme(
      <DataTable caption="Lessons" columns={lessonColumns} rows={lessons} getRowKey={(l) => l.id} getRowLabel={(l) => l.name} />,
    );
    await fitted();
    // Four columns and the details button do not fit: Room (2) goes, then Tutor (1); Lesson and Status stay.
    expect(headers()).toEqual(['Details', 'Lesson', 'Status']);

    const toggle = screen.getByRole('button', { name: 'Details of Algebra 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    // It spans the columns laid out (Details, Lesson, Status), not the moved ones too.
    expect(details!.querySelector('td')).toHaveAttribute('colspan', '3');
    expect(within(details!).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Tutor', 'Room']);
    expect(within(details!).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Kru Ann', 'R2']);
    // Once in the page: the row's own cell for a moved column (out of the layout) is left empty while its details show.
    expect(screen.getAllByText('Kru Ann')).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('measures after the commit, not inside it (where laying the screen out is recorded from a deep stack)', async () => {
    const { rerender } = renderWithTheme(<DataTable caption="Lessons" columns={lessonColumns} rows={[]} getRowKey={(l) => l.id} />);
    expect(scrollWidthReads).toBe(0);
    expect(headers()).toEqual(['Lesson', 'Tutor', 'Room', 'Status']);
    await fitted();
    expect(headers()).toEqual(['Details', 'Lesson', 'Status']);
    // New rows: measured again once committed.
    scrollWidthReads = 0;
    rerender(<DataTable caption="Lessons" columns={lessonColumns} rows={lessons} getRowKey={(l) => l.id} />);
    expect(scrollWidthReads).toBe(0);
    await fitted();
    expect(scrollWidthReads).toBeGreaterThan(0);
    expect(headers()).toEqual(['Details', 'Lesson', 'Status']);
  });

  it('moves columns out without rendering the rows again (a long list would block the page a second time)', async () => {
    const renderName = jest.fn((l: Lesson) => l.name);
    const counted = lessonColumns.map((column) => (column.key === 'name' ? { ...column, render: renderName } : column));
    renderWithTheme(<DataTable caption="Lessons" columns={counted} rows={lessons} getRowKey={(l) => l.id} />);
    await fitted();
    expect(headers()).toEqual(['Details', 'Lesson', 'Status']);
    expect(renderName).toHaveBeenCalledTimes(lessons.length);
  });

  it('fits once shown when it was first laid out hidden, as a section kept out of the layout until a list above is in', async () => {
    const resized: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resized.push(() => callback([], this as unknown as ResizeObserver));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    laidOut = false;
    try {
      renderWithTheme(<DataTable caption="Lessons" columns={lessonColumns} rows={lessons} getRowKey={(l) => l.id} />);
      await fitted();
      // Hidden, nothing overflows: every column stays.
      expect(headers()).toEqual(['Lesson', 'Tutor', 'Room', 'Status']);
      laidOut = true;
      act(() => resized.forEach((notify) => notify()));
      await fitted();
      expect(headers()).toEqual(['Details', 'Lesson', 'Status']);
    } finally {
      laidOut = true;
      window.ResizeObserver = original;
    }
  });

  it('keeps every column, with no details button, when they fit', async () => {
    renderWithTheme(<DataTable caption="Lessons" columns={lessonColumns.slice(0, 3)} rows={lessons} getRowKey={(l) => l.id} />);
    await fitted();
    expect(headers()).toEqual(['Lesson', 'Tutor', 'Room']);
    expect(screen.queryByRole('button', { name: /^Details of/ })).not.toBeInTheDocument();
  });
});
