import { PATHS } from '@backoffice/domain/paths';
import type { ReleaseNote } from '@backoffice/domain/whats-new';

/**
 * The back office's release notes, newest first. They are written with the code they describe and ship with the API
 * that serves them, so they need no table: a release that changes what staff see adds its entry here.
 */
const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: '2026.11',
    date: '2026-11-26',
    title: "What's new, Feedback review and the student's parent",
    changes: [
      "This page: what changed in the back office, for every role. It opens from 'What's new' in the menu.",
      "Feedback review lists students' ratings and comments by class and lesson, ten to a page.",
      "User Management edits a student's parent in the student's dialog, in the same save.",
    ],
    link: { label: 'Open Feedback review', path: PATHS.feedback },
  },
  {
    version: '2026.10',
    date: '2026-10-15',
    title: 'Lesson announcements and Quick Lesson Management',
    changes: [
      "Lesson announcements go to the students of a lesson by email and SMS; a lesson's page shows what was sent.",
      "Quick Lesson Management shows the day's lessons with their Zoom detail and poll questions.",
    ],
    link: { label: 'Open Lesson', path: PATHS.lessons },
  },
  {
    version: '2026.09',
    date: '2026-09-01',
    title: 'Lesson allocations and the Birthday Calendar',
    changes: [
      'New Student/Class allocation lists, creates, edits and cancels lesson allocations, one by one or from a CSV file.',
      'The Birthday Calendar shows the students whose birthday is on a chosen day.',
    ],
    link: { label: 'Open Birthday Calendar', path: PATHS.ops },
  },
];

// Newest first whatever order they are written in; sorted once, as they change only with a release.
const NEWEST_FIRST = [...RELEASE_NOTES].sort((a, b) => b.date.localeCompare(a.date));

/** The release notes as the API answers them: newest first, with their count. */
export function listReleaseNotes(): { data: ReleaseNote[]; count: number } {
  return { data: NEWEST_FIRST, count: NEWEST_FIRST.length };
}
