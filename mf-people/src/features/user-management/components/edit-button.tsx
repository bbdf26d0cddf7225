import styled from 'styled-components';
import { displayName } from '@backoffice/domain/people';
import { Button, VisuallyHidden } from '@backoffice/ui';

/** What a row's Edit asks the route to open: the record's type decides the form (people-records §2). */
export type EditRequest = { type: 'Student' | 'Tutor' | 'TA'; id: string; name: string };

/** Positioned, so the hidden part of its name stays inside the table's scroll area (see mf-orders' Cancel). */
const RowButton = styled(Button)`
  position: relative;
`;

type EditButtonProps = {
  request: EditRequest;
  onEdit: (request: EditRequest) => void;
  onIntent?: (request: EditRequest) => void;
};

/** A row's Edit, named for its person ('Edit Somchai Jaidee'); pointing at it starts the dialog's download. */
export function EditButton({ request, onEdit, onIntent }: EditButtonProps) {
  return (
    <RowButton variant="secondary" size="sm" onClick={() => onEdit(request)} onPointerEnter={() => onIntent?.(request)} onFocus={() => onIntent?.(request)}>
      Edit<VisuallyHidden> {displayName(request.name)}</VisuallyHidden>
    </RowButton>
  );
}
