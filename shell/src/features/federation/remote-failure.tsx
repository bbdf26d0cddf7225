import { useEffect, useState } from 'react';
import { Alert, Button, LoadingBlock, Stack } from '@backoffice/ui';
import { recoveryFor } from './remote-loader';

/**
 * What a remote's place shows once it failed. It first asks remotes.json whether the remote was released since the tab
 * registered it (issue 18: a pruned old version's files answer 404): then the current version loads by itself, in
 * place or with the page reloaded at the same address, and nobody has to press Retry. Otherwise, or while remotes.json
 * cannot be read, 'This section could not be loaded' with Retry.
 */
export function RemoteFailure({ remote, error, retry }: { remote: string; error: Error; retry: () => void }) {
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    let live = true;
    void recoveryFor(remote).then((recovery) => {
      if (!live) return;
      if (recovery === 'load-current') retry();
      else if (recovery === 'reload-page') window.location.reload();
      else setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [remote, retry]);
  if (checking) return <LoadingBlock showLabel fill />;
  return (
    <Stack gap="md" role="region" aria-label="Section unavailable">
      <Alert tone="error" title="This section could not be loaded">
        {sharedMismatchOf(error) ?? 'The rest of the back office still works. Check your connection and try again.'}
      </Alert>
      <div>
        <Button onClick={retry}>Retry</Button>
      </div>
    </Stack>
  );
}

/**
 * What the federation runtime said when the remote needs a shared library the page's copy does not satisfy (a remote
 * built for another React major: issue 21), as a sentence for the fallback; undefined for any other failure.
 */
export function sharedMismatchOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const match = /Version (\S+) from .* of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/.exec(cause.message);
    if (match) {
      const [, provided, name, remote, needed] = match;
      return `${remote} needs ${name} ${needed}, but this back office runs ${name} ${provided}. The rest of the back office still works.`;
    }
  }
  return undefined;
}
