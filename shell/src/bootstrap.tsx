import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@backoffice/api-client';
import { setCentreTimezone } from '@backoffice/domain/time';
import { initSession } from '@backoffice/session';
import { App } from './app/app';
import { registerRemoteManifests } from './features/federation/remote-loader';
import { loadRuntimeConfig } from './features/federation/runtime-config';

async function start() {
  const config = await loadRuntimeConfig();
  configureApiClient({ baseURL: config.api });
  setCentreTimezone(config.timezone);
  registerRemoteManifests(config.remotes);
  initSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App overrides={config.overrides} />
    </StrictMode>,
  );
}

void start();
