import { PATHS } from '@backoffice/domain/paths';
import { isStaffRole } from '@backoffice/domain/roles';
import { hasCapability } from '@backoffice/domain/capabilities';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { currentUserAtom, sessionStatusAtom, sessionStore } from '@backoffice/session';
import { careerStudentsQueryOptions } from './features/career-students/api/get-career-students';
import { consultationsQueryOptions } from './features/consultation-tab/api/get-consultations';
import { dashboardPlaceOf, type DashboardPlace } from './features/dashboard/utils/dashboard-place';
import { newsQueryOptions } from './features/news/api/get-news';
import { renewalsQueryOptions } from './features/renew-tab/api/get-renewals';
import { studentLessonsQueryOptions } from './features/student-tab/api/get-student-lessons';
import { NewsSection, preloadTab } from './screens';

/**
 * The dashboard's first requests and its screen's code, started by the shell as the navigation begins (the remote-kit
 * contract's `./preload`): the code and list of the tab the address and the role open on — the Student tab's lessons of the day, the Renew tab's page (a
 * SalesAdmin lands on Renew), or the Consultation tab's consultations of the day with 'Students that require
 * consultation for Academic Career' below them (a SuperAdmin lands there) — or the four news slots on /dashboard/news.
 * The tab depends on the role: on a cold load, where the shell starts this beside its check of the stored session
 * (GET /me), it waits for that check and starts the tab at once, instead of leaving it to the screen, which renders
 * only once the remote's code is in too.
 */
export default function preload(target: PreloadTarget): Promise<unknown> | void {
  if (sessionStore.get(sessionStatusAtom) === 'restoring') return sessionChecked().then(() => preloadFor(target));
  return preloadFor(target);
}

/** Settles once the stored session has been checked (signed in, or not). */
function sessionChecked(): Promise<void> {
  return new Promise((resolve) => {
    const stop = sessionStore.sub(sessionStatusAtom, () => {
      if (sessionStore.get(sessionStatusAtom) === 'restoring') return;
      stop();
      resolve();
    });
  });
}

function preloadFor({ pathname, search }: PreloadTarget): Promise<unknown> | void {
  const me = sessionStore.get(currentUserAtom);
  if (!me || !isStaffRole(me._type)) return;
  // The Announcement and Articles section: its code and four slots, for the news editor only (others are refused).
  if (pathname === PATHS.dashboardNews) {
    if (!hasCapability(me, 'news.edit')) return;
    return Promise.all([NewsSection.preload(), queryClient.prefetchQuery(newsQueryOptions())]);
  }
  if (pathname !== PATHS.dashboard) return;
  const place = dashboardPlaceOf(new URLSearchParams(search), me._type);
  if (!place.tab) return;
  // The tab's code (each tab is a chunk of its own, screens.ts) with its data: the shell's navigation waits for both.
  return Promise.all([preloadTab[place.tab](), firstRequests(place)]);
}

/** The first requests of the tab at `place`. */
function firstRequests(place: DashboardPlace): Promise<unknown> {
  if (place.tab === 'consultation') {
    return Promise.all([
      queryClient.prefetchQuery(consultationsQueryOptions(place.consulted)),
      queryClient.prefetchQuery(careerStudentsQueryOptions()),
    ]);
  }
  if (place.tab === 'renew') return queryClient.prefetchQuery(renewalsQueryOptions(place.page));
  return queryClient.prefetchQuery(
    studentLessonsQueryOptions({ view: 'day', date: place.date, sort: place.sort, order: place.order, page: place.page }),
  );
}
