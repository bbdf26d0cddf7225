import { parseRuntimeConfig } from './runtime-config';

describe('remotes.json', () => {
  it('reads the API base, the time zone and the manifests', () => {
    expect(
      parseRuntimeConfig({ api: '/api', timezone: 'Asia/Singapore', remotes: { mf_ops: '/remotes/ops/1.0.0/mf-manifest.json' } }),
    ).toEqual({ api: '/api', timezone: 'Asia/Singapore', remotes: { mf_ops: '/remotes/ops/1.0.0/mf-manifest.json' } });
  });

  it('defaults the API base and the time zone', () => {
    expect(parseRuntimeConfig({ remotes: {} })).toEqual({ api: '/api', timezone: 'Asia/Bangkok', remotes: {} });
  });

  it('refuses a file without remotes or with a manifest that is not a URL string', () => {
    expect(() => parseRuntimeConfig({})).toThrow('remotes');
    expect(() => parseRuntimeConfig({ remotes: { mf_ops: 3 } })).toThrow('remotes');
  });
});
