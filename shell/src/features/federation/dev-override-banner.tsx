import { Button } from '@backoffice/ui';
import { clearOverrides, type RemoteOverrides } from './dev-override';
import { StatusBar } from './status-bar';

/** Always visible while a remote is overridden, so nobody mistakes a developer's build for the deployed one. */
export function DevOverrideBanner({ overrides }: { overrides: RemoteOverrides }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <StatusBar $tone="warning" role="status">
      <strong>Development override:</strong>
      {entries.map(([name, url]) => (
        <span key={name}>
          {name} → {url}
        </span>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          clearOverrides(window.sessionStorage);
          window.location.assign(window.location.pathname);
        }}
      >
        Reset
      </Button>
    </StatusBar>
  );
}
