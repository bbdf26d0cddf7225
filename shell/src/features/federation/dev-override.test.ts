import { isAllowedOverride, OVERRIDE_STORAGE_KEY, readOverrides } from './dev-override';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const LOCAL = 'http://localhost:3005/mf-manifest.json';

describe('remote overrides for local development (ARCHITECTURE §3)', () => {
  it('takes an override from the query and keeps it for the tab', () => {
    const storage = memoryStorage();
    const overrides = readOverrides({ enabled: true, search: `?remote=mf_ops@${encodeURIComponent(LOCAL)}`, storage });
    expect(overrides).toEqual({ mf_ops: LOCAL });
    expect(JSON.parse(storage.values.get(OVERRIDE_STORAGE_KEY)!)).toEqual({ mf_ops: LOCAL });
    // Later loads of the tab, without the query, keep it.
    expect(readOverrides({ enabled: true, search: '', storage })).toEqual({ mf_ops: LOCAL });
  });

  it('ignores every override in a production build, even one kept from before', () => {
    const storage = memoryStorage({ [OVERRIDE_STORAGE_KEY]: JSON.stringify({ mf_ops: LOCAL }) });
    expect(readOverrides({ enabled: false, search: `?remote=mf_ops@${LOCAL}`, storage })).toEqual({});
  });

  it.each([
    'https://evil.example/mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s, which is not on the allowlist', (url) => {
    const storage = memoryStorage();
    expect(readOverrides({ enabled: true, search: `?remote=mf_ops@${encodeURIComponent(url)}`, storage })).toEqual({});
    expect(storage.values.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });

  it('accepts another allowlist', () => {
    expect(isAllowedOverride('https://dev.centre.example/x.json', ['dev.centre.example'])).toBe(true);
    expect(isAllowedOverride(LOCAL, ['dev.centre.example'])).toBe(false);
  });

  it('refuses a remote name that is not an identifier', () => {
    const storage = memoryStorage();
    expect(readOverrides({ enabled: true, search: `?remote=../x@${LOCAL}`, storage })).toEqual({});
  });
});
