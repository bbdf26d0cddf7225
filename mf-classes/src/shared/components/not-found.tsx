import { isApiError } from '@backoffice/api-client';
import { idSchema } from '@backoffice/domain/records';
import { EmptyState, Panel } from '@backoffice/ui';
import { BackLink } from './back-link';

/** Whether an address's id can name a record at all: anything but a UUID is never asked for. */
export function isRecordId(id: string): boolean {
  return idSchema.safeParse(id).success;
}

/** Whether a failed read says the record is not there (the API's 404), as opposed to a read that may succeed again. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

type NotFoundProps = {
  /** What is not there: 'There is no class at this address.' */
  message: string;
  /** Where to go instead, and the link's words: 'Back to class list'. */
  backTo: string;
  backLabel: string;
};

/**
 * The one state of a page whose address names a record that is not there: a malformed id (never requested) or one
 * the API answers 404 for. The page's heading says what is missing ('Class not found'); this says so once, with the
 * way back, instead of an error and a Retry per read (a Retry cannot bring back what is not there).
 */
export function NotFound({ message, backTo, backLabel }: NotFoundProps) {
  return (
    <Panel>
      <EmptyState
        message={message}
        hint="The link may be wrong, or what it pointed to was removed."
        action={<BackLink to={backTo}>{backLabel}</BackLink>}
      />
    </Panel>
  );
}
