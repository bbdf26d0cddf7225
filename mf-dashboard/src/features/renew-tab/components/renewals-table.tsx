import styled from 'styled-components';
import { RENEWAL_PAGE_SIZE, type RenewalRow } from '@backoffice/domain/renewals';
import { DataTable, type Column } from '@backoffice/ui';
import type { RenewalEditor } from '../hooks/use-renewal-editor';
import { RenewalButton, RenewalDateCell } from './renewal-cells';

// An address wraps after its '@' rather than anywhere in it; only one too long for the column breaks inside a part.
const Email = styled.span`
  overflow-wrap: break-word;
`;

function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Email>{email}</Email>;
  return (
    <Email>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Email>
  );
}

type RenewalsTableProps = {
  rows: readonly RenewalRow[];
  loading: boolean;
  busy: boolean;
  editor: RenewalEditor;
  emptyMessage: string;
};

/**
 * The Renew tab's table (back-office §2): student name, nickname, parent name, parent email, customer service, sales
 * admin, renewal date and the Update/Done button. On a narrow area the handlers, the nickname and the email move into
 * each row's details first; the student, the parent, the date and the button stay in the row.
 */
export function RenewalsTable({ rows, loading, busy, editor, emptyMessage }: RenewalsTableProps) {
  const columns: Column<RenewalRow>[] = [
    { key: 'name', header: 'Student name', render: (row) => row.name },
    { key: 'nickname', header: 'Nickname', priority: 3, render: (row) => row.nickname || '—' },
    { key: 'parent', header: 'Parent name', render: (row) => row.parent.name },
    { key: 'email', header: 'Parent email', priority: 2, render: (row) => <EmailText email={row.parent.email} /> },
    { key: 'customer_service', header: 'Customer service', priority: 4, render: (row) => row.staff_to_handle.customer_service?.name ?? '—' },
    { key: 'sales_admin', header: 'Sales admin', priority: 1, render: (row) => row.staff_to_handle.sales_admin?.name ?? '—' },
    { key: 'date', header: 'Renewal date', noWrap: true, render: (row) => <RenewalDateCell row={row} editor={editor} /> },
    { key: 'update', header: 'Update', render: (row) => <RenewalButton row={row} editor={editor} /> },
  ];
  return (
    <DataTable
      caption="Students whose parent renews within two weeks"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row._id}
      getRowLabel={(row) => row.name}
      loading={loading}
      busy={busy}
      skeletonRows={RENEWAL_PAGE_SIZE}
      emptyMessage={emptyMessage}
    />
  );
}
