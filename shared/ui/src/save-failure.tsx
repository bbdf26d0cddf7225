import { Alert } from './alert';

export interface SaveFailureProps {
  /** What was not done: 'The class was not saved'. */
  title: string;
  /** The server's messages that belong to no field (applyServerError's answer). */
  messages: readonly string[];
  /** Said when every message went under its field. */
  fieldsNote?: string;
}

/**
 * A refused save at the top of a dialog's form: the server's messages that belong to no field (those are shown under
 * their fields), or a pointer to the fields when all of them do.
 */
export function SaveFailure({ title, messages, fieldsNote = 'Check the fields marked below.' }: SaveFailureProps) {
  return (
    <Alert tone="error" title={title}>
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        fieldsNote
      )}
    </Alert>
  );
}
