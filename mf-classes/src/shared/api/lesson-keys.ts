/**
 * The query keys of a class's lesson list, shared by the features that show a lesson: the class page lists it, the
 * lesson page edits it and refreshes the list's cached pages under this prefix (create, batch and toggle do too).
 */
const LESSONS_KEY = ['classes', 'lessons'] as const;
export const lessonsKeyOf = (classId: string) => [...LESSONS_KEY, classId] as const;
