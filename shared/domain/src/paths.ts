/**
 * The screens of the back office (spec §2). Permission checks use these patterns, in the browser and on the server alike.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  profile: '/profile',
  dashboard: '/dashboard',
  /** The Announcement and Articles section (news editor); its content needs the news.edit capability. */
  dashboardNews: '/dashboard/news',
  user: '/user',
  course: '/course',
  classLessons: '/course/:classId',
  lessonDetail: '/course/:classId/lesson/:lessonId',
  orders: '/orders',
  feedback: '/feedback',
  lessons: '/lessons',
  zoomDetail: '/lessons/:lessonId/detail/zoom',
  ops: '/ops',
  /** What's new: the release notes for staff (mf-whatsnew, a remote on its own React, issue 18). */
  whatsNew: '/whats-new',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export const ALL_PATHS: readonly AppPath[] = Object.values(PATHS);

/** Open to any signed-in user, whatever the role (ARCHITECTURE §5); What's new, the release notes, too (issue 18). */
export const OPEN_PATHS: readonly AppPath[] = [PATHS.home, PATHS.login, PATHS.profile, PATHS.whatsNew];

/** Fills a path pattern's parameters: `toPath('/course/:classId', { classId: 'x' })` → `/course/x`. */
export function toPath(pattern: AppPath, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The pattern a concrete location falls under, or undefined for an unknown path. */
export function matchPath(pathname: string): AppPath | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = clean.split('/');
  return ALL_PATHS.find((pattern) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

/**
 * Where a sign-in goes: back to the screen a signed-out visit asked for, when it is one of the app's own (a bookmarked
 * /orders, a lesson's page), with its query; otherwise /dashboard, as for a visit to '/' or '/login' (spec §4). Only a
 * path of this app is taken, never another origin ('//host', 'https://…'), so the link cannot send anyone elsewhere.
 */
export function afterSignInPath(requested: string | null | undefined): string {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\')) return PATHS.dashboard;
  const match = matchPath(requested.split(/[?#]/)[0] ?? '');
  if (!match || match === PATHS.home || match === PATHS.login) return PATHS.dashboard;
  return requested;
}
