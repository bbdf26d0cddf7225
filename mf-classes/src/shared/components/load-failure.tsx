import { Alert, Button, Stack } from '@backoffice/ui';

type LoadFailureProps = {
  /** What could not be loaded: 'The lessons could not be loaded'. */
  title: string;
  /** The server's words, or what the screen says instead (a missing record). */
  message: string;
  /** Asks again; left out where asking again cannot help (nothing at this address). */
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
};

/** A read that failed, in the server's words, with 'Retry' beside them. */
export function LoadFailure({ title, message, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <Alert tone="error" title={title}>
      <Stack direction="row" gap="md" align="center" wrap>
        <span>{message}</span>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
