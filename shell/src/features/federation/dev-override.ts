/**
 * Local development of one remote against a deployed shell (ARCHITECTURE §3): `?remote=mf_ops@http://localhost:3005/mf-manifest.json`
 * points one remote at a developer's dev server for this browser tab. Only origins on the allowlist are accepted, and
 * builds made for production ignore overrides altogether.
 */
export const OVERRIDE_STORAGE_KEY = 'backoffice.remoteOverrides';
export const OVERRIDE_QUERY_PARAMETER = 'remote';
/** Hosts a developer's dev server runs on. */
export const DEFAULT_OVERRIDE_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export type RemoteOverrides = Record<string, string>;

type OverrideEnvironment = {
  enabled: boolean;
  allowedHosts?: readonly string[];
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/** Whether a manifest URL may replace a remote: an http(s) URL on an allowlisted host. */
export function isAllowedOverride(url: string, allowedHosts: readonly string[] = DEFAULT_OVERRIDE_HOSTS): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowedHosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** Reads overrides from the query (kept for the tab in sessionStorage) and from earlier in the tab. */
export function readOverrides({ enabled, allowedHosts, search, storage }: OverrideEnvironment): RemoteOverrides {
  if (!enabled) return {};
  const overrides: RemoteOverrides = {};
  try {
    Object.assign(overrides, JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}'));
  } catch {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
  }
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAMETER)) {
    const at = value.indexOf('@');
    if (at > 0) overrides[value.slice(0, at)] = value.slice(at + 1);
  }
  const allowed = Object.fromEntries(
    Object.entries(overrides).filter(([name, url]) => /^[A-Za-z_][\w]*$/.test(name) && isAllowedOverride(url, allowedHosts)),
  );
  if (Object.keys(allowed).length > 0) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(allowed));
  else storage.removeItem(OVERRIDE_STORAGE_KEY);
  return allowed;
}

export function clearOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}
