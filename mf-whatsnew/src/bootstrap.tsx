import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WhatsNewPage } from './features/whats-new/components/whats-new-page';

// Standalone: the page on its own dev server, on this remote's React, with the props the shell would give it. The
// token is the one a sign-in on this origin stored (the shell's storage format: { token, expiresAt }).
const STORED_TOKEN_KEY = 'backoffice.token';

function storedToken(): string | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(STORED_TOKEN_KEY) ?? 'null');
    return typeof raw === 'object' && raw !== null && typeof (raw as { token?: unknown }).token === 'string' ? (raw as { token: string }).token : null;
  } catch {
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <WhatsNewPage
      basePath="/whats-new"
      navigate={(to) => window.location.assign(to)}
      token={storedToken()}
      user={null}
      apiBase="/api"
      // Standalone there is no shell to sign in again with: the page shows the refusal, which is all it can do.
      checkSession={() => undefined}
    />
  </StrictMode>,
);
