import { CONSULTATION_PAGE_SIZE, type ConsultationRow } from '@backoffice/domain/consultations';
import { DataTable, type Column } from '@backoffice/ui';
import { noConsultationsOn } from '../utils/consultation-text';
import { ConsultationCheckbox, StudentFieldCell, StudentNamesCell, studentsLabel, TextCell } from './consultation-cells';
import { StaffNamesCell } from '../../../shared/components/staff-names-cell';

type ConsultationsTableProps = {
  day: string;
  consultations: readonly ConsultationRow[];
  loading: boolean;
  busy: boolean;
  /** The Action plan column: holders of the `dashboard.actionPlan` capability (the server sends it to no one else). */
  withPlans: boolean;
};

/**
 * The Consultation tab's table (spec §2): student name (the eye icon opens the profile), nickname, database id, email,
 * action plan, notes/comments, customer service, sales admin and the action checkbox. When the table is wider than its
 * area the columns with the highest priority number move into each row's details first; the students, the plan and
 * the checkbox stay.
 */
export function ConsultationsTable({ day, consultations, loading, busy, withPlans }: ConsultationsTableProps) {
  const columns: Column<ConsultationRow>[] = [
    { key: 'student', header: 'Student name', lines: 1, render: (c) => <StudentNamesCell consultation={c} /> },
    { key: 'nickname', header: 'Nickname', priority: 3, render: (c) => <StudentFieldCell consultation={c} field="nickname" /> },
    { key: 'dbid', header: 'Database id', priority: 5, render: (c) => <StudentFieldCell consultation={c} field="dbid" /> },
    { key: 'email', header: 'Email', priority: 4, render: (c) => <StudentFieldCell consultation={c} field="email" min={160} /> },
    ...(withPlans
      ? [{ key: 'plan', header: 'Action plan', priority: 1, lines: 2, render: (c: ConsultationRow) => <TextCell text={c.action_plans} /> }]
      : []),
    { key: 'notes', header: 'Notes / comments', priority: 2, lines: 2, render: (c) => <TextCell text={c.consultation_notes} /> },
    { key: 'customer_service', header: 'Customer service', priority: 6, render: (c) => <StaffNamesCell names={c.customer_service} /> },
    { key: 'sales_admin', header: 'Sales admin', priority: 6, render: (c) => <StaffNamesCell names={c.sales_admin} /> },
    { key: 'action', header: 'Action', render: (c) => <ConsultationCheckbox consultation={c} /> },
  ];
  return (
    <DataTable
      caption="Consultations on the day"
      columns={columns}
      rows={consultations}
      getRowKey={(consultation) => consultation._id}
      getRowLabel={(consultation) => studentsLabel(consultation)}
      loading={loading}
      busy={busy}
      skeletonRows={CONSULTATION_PAGE_SIZE}
      emptyMessage={noConsultationsOn(day)}
    />
  );
}
