import styled from 'styled-components';
import type { OrderListRow } from '@backoffice/domain/records';
import { Button, VisuallyHidden } from '@backoffice/ui';

/** Positioned, so the visually hidden part of its name stays inside the table's sideways scroll area (as Cancel). */
const RowButton = styled(Button)`
  position: relative;
`;

type EditOrderButtonProps = {
  order: OrderListRow;
  onEdit: (order: OrderListRow) => void;
  /** Starts downloading the dialog's code when the pointer comes near, before the click. */
  onPreload?: () => void;
};

/** A row's Edit action: 'Edit allocation of <student>' for a screen reader. Shown by the route with canUpdateOrder. */
export function EditOrderButton({ order, onEdit, onPreload }: EditOrderButtonProps) {
  return (
    <RowButton variant="secondary" size="sm" onClick={() => onEdit(order)} onPointerEnter={onPreload} onFocus={onPreload}>
      Edit<VisuallyHidden> allocation of {order.student.name}</VisuallyHidden>
    </RowButton>
  );
}
