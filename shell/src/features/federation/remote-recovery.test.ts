import { recoveryAfterFailure } from './remote-loader';

describe('recoveryAfterFailure (a remote failed: was it released since the tab registered it?)', () => {
  const registered = '/remotes/ops/0.1.5/mf-manifest.json';
  const released = '/remotes/ops/0.1.6/mf-manifest.json';

  it('loads the version remotes.json names now in place when the page has not run the remote yet', () => {
    expect(recoveryAfterFailure({ registered, current: released, codeInPage: false, overridden: false })).toBe('load-current');
  });

  it('reloads the page when the remote’s old code already runs in it (two builds must not share one container)', () => {
    expect(recoveryAfterFailure({ registered, current: released, codeInPage: true, overridden: false })).toBe('reload-page');
  });

  it('leaves the fallback and its Retry when nothing was released, the remote is no longer named, or a developer overrode it', () => {
    expect(recoveryAfterFailure({ registered, current: registered, codeInPage: false, overridden: false })).toBe('none');
    expect(recoveryAfterFailure({ registered, current: undefined, codeInPage: true, overridden: false })).toBe('none');
    expect(recoveryAfterFailure({ registered, current: released, codeInPage: false, overridden: true })).toBe('none');
  });
});
