import { useEffect, useState } from 'react';
import { Button } from '@backoffice/ui';
import { releasedSinceLoaded } from './remote-loader';
import { fetchRuntimeConfig } from './runtime-config';
import { StatusBar } from './status-bar';

/** How often an open tab asks whether a remote it runs was released, besides whenever it gets the focus back. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * The remotes this tab runs that have been released (or rolled back) since it loaded them, read from remotes.json when
 * the tab gets the focus back or becomes visible, and every few minutes (issue 18).
 */
function useReleasedRemotes(): string[] {
  const [released, setReleased] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const check = () => {
      fetchRuntimeConfig().then(
        (config) => {
          const names = releasedSinceLoaded(config.remotes);
          if (live) setReleased((current) => (current.join() === names.join() ? current : names));
        },
        // Offline or the file unreadable: ask again next time.
        () => undefined,
      );
    };
    const onVisible = () => document.visibilityState === 'visible' && check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, []);
  return released;
}

/**
 * Offers a reload when a section this tab runs was released. It never reloads by itself: a form being filled in stays
 * until the user chooses. 'Later' hides it until another release.
 */
export function ReleaseNotice() {
  const released = useReleasedRemotes();
  const [dismissed, setDismissed] = useState('');
  if (released.length === 0 || released.join() === dismissed) return null;
  return (
    <StatusBar $tone="info" role="status">
      <span>A new version of this back office is ready. Reload when your work is saved.</span>
      <Button size="sm" onClick={() => window.location.reload()}>
        Reload
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDismissed(released.join())}>
        Later
      </Button>
    </StatusBar>
  );
}
