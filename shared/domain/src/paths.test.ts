import { afterSignInPath, matchPath, toPath } from './paths';

describe('paths', () => {
  it('matches a location to its pattern', () => {
    expect(matchPath('/course/abc')).toBe('/course/:classId');
    expect(matchPath('/course/abc/lesson/def')).toBe('/course/:classId/lesson/:lessonId');
    expect(matchPath('/lessons/x/detail/zoom/')).toBe('/lessons/:lessonId/detail/zoom');
    expect(matchPath('/')).toBe('/');
    expect(matchPath('/nowhere')).toBeUndefined();
  });

  it('fills a pattern', () => {
    expect(toPath('/course/:classId/lesson/:lessonId', { classId: 'a b', lessonId: 'c' })).toBe('/course/a%20b/lesson/c');
    expect(() => toPath('/course/:classId')).toThrow('classId');
  });

  it('sends a sign-in back to the screen the visit asked for, and only to one of the app', () => {
    expect(afterSignInPath('/orders')).toBe('/orders');
    expect(afterSignInPath('/course/c1/lesson/l2?tab=students')).toBe('/course/c1/lesson/l2?tab=students');
    for (const elsewhere of [undefined, null, '', '/', '/login', '/nowhere', '//evil.test/orders', 'https://evil.test/orders', '/\\evil.test']) {
      expect(afterSignInPath(elsewhere)).toBe('/dashboard');
    }
  });
});
