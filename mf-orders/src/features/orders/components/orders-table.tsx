import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { ORDER_PAGE_SIZE, cancelFlagFor, orderStatusDisplay } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { OrderListRow } from '@backoffice/domain/records';
import { RemarkCell } from './remark-cell';
import { useCan, useHasCapability } from '@backoffice/session';
import { Badge, Button, DataTable, VisuallyHidden, type Column } from '@backoffice/ui';

/** 'DD-MM-YYYY h:mm A' in the centre's time zone (spec §9), whatever the device's zone. */
export function formatOrderCreated(created: string, zone = getCentreTimezone()): string {
  return dayjs(created).tz(zone).format('DD-MM-YYYY h:mm A');
}

/** A uuid on two lines rather than five. */
const Id = styled.code`
  display: block;
  min-width: 150px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: break-all;
`;

const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 140px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Positioned, so the visually hidden part of its name is placed inside the button: otherwise that absolutely positioned
 * text escapes the table's sideways scroll area and widens the whole page on a tablet.
 */
const CancelButton = styled(Button)`
  position: relative;
`;

/**
 * The date above the time: two short lines take less of the row than one long one. One text with a line break in it,
 * so it reads as one; `pre` keeps that break and no other (a narrow cell broke '21-11-2026' at its hyphen).
 */
const DateTime = styled.time`
  white-space: pre;
`;

const TypeCell = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const RowActions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

type OrdersTableProps = {
  orders: readonly OrderListRow[];
  loading: boolean;
  /** No status is ticked: the list is empty by definition, and says why. */
  noStatus: boolean;
  onCancel: (order: OrderListRow) => void;
  /** Buttons other features put in a row's action cell, before Cancel. */
  renderRowActions?: (order: OrderListRow) => ReactNode;
};

/**
 * The allocations table. The id column needs the 'orders.viewIds' capability; Cancel is offered for an order that is
 * not CANCELLED when the user holds the flag for its type (canCancelTrial or canCancelPurchase, spec §4 and §6).
 * A renewal (meta.is_renewal) is marked under its type.
 */
export function OrdersTable({ orders, loading, noStatus, onCancel, renderRowActions }: OrdersTableProps) {
  const showIds = useHasCapability('orders.viewIds');
  const canCancelTrial = useCan(PATHS.orders, 'canCancelTrial');
  const canCancelPurchase = useCan(PATHS.orders, 'canCancelPurchase');
  const canCancel = (order: OrderListRow) =>
    order.status !== 'CANCELLED' && (cancelFlagFor(order.type) === 'canCancelTrial' ? canCancelTrial : canCancelPurchase);

  const columns: Column<OrderListRow>[] = [
    // Priorities: when the table is wider than its area, the highest number moves into the row's details first; the
    // student, the status and the actions always stay (issue 11: Status and Cancel were off-screen at 1280 px).
    ...(showIds ? [{ key: 'id', header: 'Order ID', priority: 7, render: (order: OrderListRow) => <Id>{order._id}</Id> }] : []),
    {
      key: 'created',
      header: 'Created',
      priority: 3,
      lines: 2,
      render: (order) => {
        const [date, ...time] = formatOrderCreated(order.created).split(' ');
        return <DateTime dateTime={order.created}>{`${date}\n${time.join(' ')}`}</DateTime>;
      },
    },
    {
      key: 'student',
      header: 'Student',
      lines: 2,
      render: (order) => (
        <TwoLines>
          <span>{order.student.name}</span>
          <Muted>{order.student.email}</Muted>
        </TwoLines>
      ),
    },
    { key: 'class', header: 'Class', priority: 1, render: (order) => order.detail.class_obj.name },
    {
      key: 'type',
      header: 'Type',
      priority: 4,
      render: (order) => (
        <TypeCell>
          <span>{order.type}</span>
          {order.meta.is_renewal ? <Badge tone="info">Renewal</Badge> : null}
        </TypeCell>
      ),
    },
    { key: 'lessons', header: 'Lessons', align: 'right', priority: 5, render: (order) => order.detail.lesson },
    { key: 'agent', header: 'Agent', priority: 6, render: (order) => order.agent?.name ?? '—' },
    {
      key: 'remark',
      header: 'Remark',
      priority: 2,
      render: (order) => <RemarkCell order={order} />,
    },
    {
      key: 'status',
      header: 'Status',
      render: (order) => {
        const { label, tone } = orderStatusDisplay(order.status);
        return <Badge tone={tone}>{label}</Badge>;
      },
    },
  ];
  if (canCancelTrial || canCancelPurchase || renderRowActions) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      pin: 'end',
      render: (order) => (
        <RowActions>
          {renderRowActions?.(order)}
          {canCancel(order) ? (
            <CancelButton variant="secondary" size="sm" onClick={() => onCancel(order)}>
              Cancel<VisuallyHidden> allocation of {order.student.name}</VisuallyHidden>
            </CancelButton>
          ) : null}
        </RowActions>
      ),
    });
  }

  return (
    <DataTable
      caption="Lesson allocations"
      columns={columns}
      rows={orders}
      getRowKey={(order) => order._id}
      getRowLabel={(order) => order.student.name}
      loading={loading}
      skeletonRows={ORDER_PAGE_SIZE}
      emptyMessage={EMPTY_STATES.noOrders}
      emptyHint={noStatus ? 'Tick at least one status to see allocations.' : undefined}
    />
  );
}
