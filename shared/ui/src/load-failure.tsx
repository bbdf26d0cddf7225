import { Alert } from './alert';
import { Button } from './button';
import { Stack } from './stack';

type LoadFailureProps = {
  /** What could not be loaded: 'The lessons could not be loaded'. */
  title: string;
  /** The server's words, or what the screen says instead (a missing record). */
  message: string;
  /** Asks again; left out where asking again cannot help (nothing at this address). */
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
};

/** A read that failed, in the server's words, with 'Retry' beside them (every screen's list and record loads). */
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
