import { useEffect, useState, version, type CSSProperties, type MouseEvent } from 'react';
import type { RemoteParcelProps } from '@backoffice/remote-kit/contract';
import { matchPath } from '@backoffice/domain/paths';
import { canOpen } from '@backoffice/domain/permissions';
import { isStaffRole } from '@backoffice/domain/roles';
import type { ReleaseNote } from '@backoffice/domain/whats-new';
import { getReleaseNotes, ReleaseNotesError } from '../api/get-release-notes';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; notes: ReleaseNote[] };

// Plain styles: this remote shares neither styled-components nor the shell's theme. The colours are the theme's text
// and link colours, with contrast above 4.5:1 on white.
const styles = {
  page: { display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 880, color: '#1f2937', lineHeight: 1.5 },
  heading: { margin: 0, fontSize: 28, lineHeight: 1.25 },
  lead: { margin: 0, color: '#4b5563' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 },
  card: { border: '1px solid #d1d5db', borderRadius: 8, padding: 16, background: '#ffffff', overflowWrap: 'anywhere' },
  title: { margin: '0 0 4px', fontSize: 20, lineHeight: 1.3 },
  meta: { margin: 0, color: '#4b5563', fontSize: 14 },
  changes: { margin: '12px 0', paddingLeft: 20 },
  link: { color: '#1d4ed8', fontWeight: 600 },
  footer: { margin: 0, color: '#4b5563', fontSize: 14 },
  placeholder: { minHeight: 180, boxSizing: 'border-box', color: '#4b5563' },
} satisfies Record<string, CSSProperties>;

/**
 * While the notes load, cards of about a release's height hold their place, so the line below the list and the shell's
 * footer do not jump when the notes arrive (layout shift, issue 20). Three: the notes there are today.
 */
const PLACEHOLDER_CARDS = 3;

/** A note's link only for whom its screen opens (this remote bundles its own copy of the permission map). */
function mayOpen(user: RemoteParcelProps['user'], path: string): boolean {
  const pattern = matchPath(path);
  return user === null || (pattern !== undefined && isStaffRole(user._type) && canOpen(user._type, pattern));
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What's new: the back office's release notes, newest first, read-only, for every staff role. */
export function WhatsNewPage({ navigate, token, user, apiBase, checkSession }: RemoteParcelProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getReleaseNotes(apiBase, token, controller.signal).then(
      (response) => setState({ status: 'ready', notes: response.data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        // The shell signs the user out if the session is over, as after any other screen's 401.
        if (error instanceof ReleaseNotesError && error.status === 401) checkSession();
      },
    );
    return () => controller.abort();
  }, [apiBase, token, checkSession]);

  // A link to another screen moves the shell's router (no reload); a modified click opens a tab as links do.
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    <section style={styles.page} aria-labelledby="whats-new-heading" data-react-version={version}>
      <h1 id="whats-new-heading" style={styles.heading}>
        What&apos;s new
      </h1>
      <p style={styles.lead}>
        {user ? `${user.nickname ?? user.name}, here` : 'Here'} is what changed in the back office, newest first.
      </p>
      {state.status === 'loading' && (
        <ol style={styles.list}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} aria-hidden={index > 0 ? true : undefined} style={{ ...styles.card, ...styles.placeholder }}>
              {index === 0 ? <p role="status" style={{ margin: 0 }}>Loading the release notes…</p> : null}
            </li>
          ))}
        </ol>
      )}
      {state.status === 'error' && (
        <p role="alert" style={{ margin: 0, color: '#b42318' }}>
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <ol style={styles.list} aria-label="Releases">
          {state.notes.map((note) => (
            <li key={note.version}>
              <article style={styles.card} aria-labelledby={`release-${note.version}`}>
                <h2 id={`release-${note.version}`} style={styles.title}>
                  {note.title}
                </h2>
                <p style={styles.meta}>
                  Release {note.version} · <time dateTime={note.date}>{dateFormat.format(new Date(`${note.date}T00:00:00Z`))}</time>
                </p>
                <ul style={styles.changes}>
                  {note.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
                {note.link && mayOpen(user, note.link.path) && (
                  <a href={note.link.path} onClick={follow(note.link.path)} style={styles.link}>
                    {note.link.label}
                  </a>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      <p style={styles.footer}>This page runs on its own React {version}, beside the back office&apos;s.</p>
    </section>
  );
}
