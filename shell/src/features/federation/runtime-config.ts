import { z } from 'zod';
import { DEFAULT_CENTRE_TIMEZONE } from '@backoffice/domain/time';
import { readOverrides, type RemoteOverrides } from './dev-override';

/** `/remotes.json`: where the API is and which manifest each remote loads from. Read at every start, never cached. */
const runtimeConfigSchema = z.object({
  api: z.string().default('/api'),
  timezone: z.string().default(DEFAULT_CENTRE_TIMEZONE),
  remotes: z.record(z.string(), z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema> & { overrides: RemoteOverrides; error: string | null };

declare const __ALLOW_REMOTE_OVERRIDE__: boolean;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const overrides = readOverrides({
    enabled: typeof __ALLOW_REMOTE_OVERRIDE__ !== 'undefined' && __ALLOW_REMOTE_OVERRIDE__,
    search: window.location.search,
    storage: window.sessionStorage,
  });
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());
    return { ...config, remotes: { ...config.remotes, ...overrides }, overrides, error: null };
  } catch (error) {
    // Without the file the shell still signs users in; every remote shows its fallback.
    console.error('Could not read /remotes.json', error);
    return { api: '/api', timezone: DEFAULT_CENTRE_TIMEZONE, remotes: { ...overrides }, overrides, error: String(error) };
  }
}
