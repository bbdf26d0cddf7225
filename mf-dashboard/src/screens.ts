import type { DashboardTab } from '@backoffice/domain/dashboard';
import { lazyPart } from '@backoffice/ui';

// Each tab of /dashboard, and the Announcement and Articles section, is a chunk of its own (issue 20: a remote's own
// JS for its first route within 15 KB): a visit downloads the tab it opens on, and the role's other tabs come when the
// browser is idle (routes.tsx). The shell's navigation starts the opening tab's chunk with its data (preload.ts). None
// has a fallback of its own: on a first load the screen's loading state stays until the tab is in, and a tab chosen
// later (in a transition, as every navigation is) keeps the tab shown until the next one is ready.

export const ConsultationTab = lazyPart(() =>
  import(/* webpackChunkName: "consultation-tab" */ './features/consultation-tab/components/consultation-tab').then((m) => m.ConsultationTab),
);
// Below the day's consultations on the same tab: in the same chunk.
export const CareerStudents = lazyPart(() =>
  import(/* webpackChunkName: "consultation-tab" */ './features/career-students/components/career-students').then((m) => m.CareerStudents),
);
export const RenewTab = lazyPart(() =>
  import(/* webpackChunkName: "renew-tab" */ './features/renew-tab/components/renew-tab').then((m) => m.RenewTab),
);
export const StudentTab = lazyPart(() =>
  import(/* webpackChunkName: "student-tab" */ './features/student-tab/components/student-tab').then((m) => m.StudentTab),
);
export const NewsSection = lazyPart(() =>
  import(/* webpackChunkName: "news-section" */ './features/news/components/news-section').then((m) => m.NewsSection),
);

/** Starts the download of a tab's code; resolves true once it is in. */
export const preloadTab: Record<DashboardTab, () => Promise<boolean>> = {
  consultation: () => Promise.all([ConsultationTab.preload(), CareerStudents.preload()]).then((done) => done.every(Boolean)),
  renew: () => RenewTab.preload(),
  student: () => StudentTab.preload(),
};
