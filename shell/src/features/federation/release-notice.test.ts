import { changedEntries } from './remote-loader';

describe('changedEntries (which loaded remotes were released since)', () => {
  const loaded = new Map([
    ['mf_ops', '/remotes/ops/0.1.0/mf-manifest.json'],
    ['mf_orders', '/remotes/orders/0.3.0/mf-manifest.json'],
    ['mf_dev', 'http://localhost:3005/mf-manifest.json'],
  ]);

  it('names a remote whose entry in remotes.json changed, a release or a rollback alike', () => {
    const current = {
      mf_ops: '/remotes/ops/0.2.0/mf-manifest.json',
      mf_orders: '/remotes/orders/0.3.0/mf-manifest.json',
      mf_classes: '/remotes/classes/0.5.0/mf-manifest.json',
    };
    expect(changedEntries(loaded, current, new Set())).toEqual(['mf_ops']);
  });

  it('ignores a developer override and a remote the file no longer names', () => {
    expect(changedEntries(loaded, { mf_dev: '/remotes/ops/0.2.0/mf-manifest.json' }, new Set(['mf_dev']))).toEqual([]);
  });
});
