import { PATHS } from './paths';
import { remoteFor } from './remote-routes';

describe('remoteFor (ARCHITECTURE §3 route ownership)', () => {
  it.each([
    ['/dashboard', 'mf_dashboard'],
    ['/orders', 'mf_orders'],
    ['/course', 'mf_classes'],
    ['/course/12/lesson/34', 'mf_classes'],
    ['/lessons/5/detail/zoom', 'mf_classes'],
    ['/user', 'mf_people'],
    ['/ops', 'mf_ops'],
    ['/feedback', 'mf_ops'],
    ['/whats-new', 'mf_whatsnew'],
  ])('gives %s to %s', (pathname, remote) => {
    expect(remoteFor(pathname)).toBe(remote);
  });

  it.each([PATHS.home, PATHS.login, PATHS.profile, '/courses', '/orders-old', '/nowhere'])('gives %s to no remote', (pathname) => {
    expect(remoteFor(pathname)).toBeUndefined();
  });
});
