import styled from 'styled-components';
import { Alert } from '@backoffice/ui';

/** A fieldset that groups controls without a frame of its own (radios, checkboxes under one name). */
export const FieldGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** The group's name, set like a field's label. */
export const FieldLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A refused save at the top of a dialog's form: the server's messages that belong to no field (those are shown under
 * their fields), or a pointer to the fields when all of them do.
 */
export function SaveFailure({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <Alert tone="error" title={title}>
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        'Check the fields marked below.'
      )}
    </Alert>
  );
}
