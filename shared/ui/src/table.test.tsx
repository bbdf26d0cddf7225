import { screen, within } from '@testing-library/react';
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
