import { useState } from 'react';
import styled from 'styled-components';
import type { OrderListRow } from '@backoffice/domain/records';
import { Button, VisuallyHidden } from '@backoffice/ui';
import { useOrder } from '../api/get-order';

/** A long remark is cut at four lines in the row; the row's details hold all of it when the column moves there. */
const Remark = styled.span<{ $whole?: boolean }>`
  display: -webkit-box;
  min-width: 100px;
  max-width: 260px;
  white-space: pre-line;
  overflow-wrap: anywhere;
  -webkit-line-clamp: ${({ $whole }) => ($whole ? 'unset' : 4)};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Cell = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * An allocation's remark in its row. The list sends only the beginning of a long remark (issue 23: a page stays under
 * 100 KB); 'Show all' asks for the whole allocation and shows all of it in place, 'Show less' goes back.
 */
export function RemarkCell({ order }: { order: OrderListRow }) {
  const [open, setOpen] = useState(false);
  const whole = useOrder(order._id, open && order.remark_clipped);
  if (!order.remark_clipped) return <Remark title={order.remark || undefined}>{order.remark || '—'}</Remark>;

  const loaded = open && whole.data !== undefined;
  const shown = loaded ? whole.data.remark : `${order.remark}…`;
  // Not `loading` (it disables the button): a keyboard user pressing it would lose focus to the page.
  const label = loaded ? 'Show less' : open && whole.isFetching ? 'Loading…' : 'Show all';
  return (
    <Cell>
      <Remark $whole={loaded}>{shown}</Remark>
      {open && whole.isError ? <Problem role="alert">The whole remark could not be loaded. {whole.error.message}</Problem> : null}
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={loaded}
        aria-busy={open && whole.isFetching ? true : undefined}
        onClick={() => (open && whole.isError ? void whole.refetch() : setOpen((value) => !value))}
      >
        {label}
        <VisuallyHidden> of the remark on the allocation of {order.student.name}</VisuallyHidden>
      </Button>
    </Cell>
  );
}
