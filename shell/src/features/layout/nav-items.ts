import { PATHS, type AppPath } from '@backoffice/domain/paths';

export type NavItem = { label: string; path: AppPath; description: string };

/** The side menu of spec §2, in its order. An entry is hidden when the role lacks the path. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', path: PATHS.home, description: 'What you can open here' },
  { label: 'Dashboard', path: PATHS.dashboard, description: 'Consultations, renewals and lesson reports' },
  { label: 'User', path: PATHS.user, description: 'Students, parents and tutors' },
  { label: 'Class', path: PATHS.course, description: 'Classes and their lessons' },
  { label: 'Lesson', path: PATHS.lessons, description: "The day's lessons and Zoom polls" },
  { label: 'New Student/Class allocation', path: PATHS.orders, description: 'Lesson allocations and CSV import' },
  { label: 'Feedback', path: PATHS.feedback, description: "Students' ratings and comments" },
  { label: 'Birthday Calendar', path: PATHS.ops, description: 'Students whose birthday is on a day' },
  // Not in the spec's menu: the release notes every role may read (issue 18, mf-whatsnew).
  { label: "What's new", path: PATHS.whatsNew, description: 'What changed in the back office' },
];
