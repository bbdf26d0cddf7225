import { http, HttpResponse } from 'msw';
import { server } from '@backoffice/remote-kit/test-utils';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

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

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    document.getElementById('runtime-config')?.remove();
  });

  it('reads the file the server wrote into the page, without asking for /remotes.json', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/remotes.json', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ remotes: {} });
      }),
    );
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'runtime-config';
    element.textContent = JSON.stringify({ api: '/api', timezone: 'Asia/Bangkok', remotes: { mf_ops: '/remotes/ops/mf-manifest.json' } });
    document.head.append(element);
    const config = await loadRuntimeConfig();
    expect(config).toMatchObject({ remotes: { mf_ops: '/remotes/ops/mf-manifest.json' }, error: null });
    expect(asked).toEqual([]);
  });

  it('asks for /remotes.json when the page has none (the development server)', async () => {
    server.use(http.get('*/remotes.json', () => HttpResponse.json({ remotes: { mf_orders: '/remotes/orders/mf-manifest.json' } })));
    const config = await loadRuntimeConfig();
    expect(config).toMatchObject({ remotes: { mf_orders: '/remotes/orders/mf-manifest.json' }, error: null });
  });
});
