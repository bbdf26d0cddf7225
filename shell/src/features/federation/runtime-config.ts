import { DEFAULT_CENTRE_TIMEZONE } from '@backoffice/domain/centre-timezone';
import { readOverrides, type RemoteOverrides } from './dev-override';

/**
 * `/remotes.json`: where the API is, the centre's time zone, and which manifest each remote loads from. Read at every
 * start, never cached: from the page, where the server wrote it, or else from the file. Checked by hand: this runs
 * before the sign-in page, which has no room for a schema library.
 */
export type RuntimeConfig = {
  api: string;
  timezone: string;
  remotes: Record<string, string>;
  overrides: RemoteOverrides;
  error: string | null;
};

export function parseRuntimeConfig(value: unknown): Pick<RuntimeConfig, 'api' | 'timezone' | 'remotes'> {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const remotes = typeof raw.remotes === 'object' && raw.remotes !== null ? (raw.remotes as Record<string, unknown>) : null;
  if (!remotes || Object.values(remotes).some((entry) => typeof entry !== 'string')) {
    throw new Error('remotes.json must have "remotes": { "<name>": "<manifest URL>" }');
  }
  return {
    api: typeof raw.api === 'string' ? raw.api : '/api',
    timezone: typeof raw.timezone === 'string' ? raw.timezone : DEFAULT_CENTRE_TIMEZONE,
    remotes: remotes as Record<string, string>,
  };
}

declare const __ALLOW_REMOTE_OVERRIDE__: boolean;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const overrides = readOverrides({
    enabled: typeof __ALLOW_REMOTE_OVERRIDE__ !== 'undefined' && __ALLOW_REMOTE_OVERRIDE__,
    search: window.location.search,
    storage: window.sessionStorage,
  });
  try {
    const config = parseRuntimeConfig(readInlineConfig() ?? (await fetchConfig()));
    return { ...config, remotes: { ...config.remotes, ...overrides }, overrides, error: null };
  } catch (error) {
    // Without the file the shell still signs users in; every remote shows its fallback.
    console.error('Could not read /remotes.json', error);
    return { api: '/api', timezone: DEFAULT_CENTRE_TIMEZONE, remotes: { ...overrides }, overrides, error: String(error) };
  }
}

/**
 * The runtime file as the server wrote it into the page (issue 20: no round trip for it), or undefined where the page
 * has none (the development server serves the plain page).
 */
function readInlineConfig(): unknown {
  const element = document.getElementById('runtime-config');
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : undefined;
}

async function fetchConfig(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return response.json();
}

/** remotes.json as the server has it now (a Retry reads it again: a release may have been rolled back). */
export async function fetchRuntimeConfig(): Promise<Pick<RuntimeConfig, 'api' | 'timezone' | 'remotes'>> {
  return parseRuntimeConfig(await fetchConfig());
}
