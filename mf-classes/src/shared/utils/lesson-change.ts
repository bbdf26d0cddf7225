/**
 * What students may need to hear about after a lesson was edited (people-records §4): the start time, the duration or
 * the tutors, each as the words the prompt after a save lists ('Duration: 1 h 30 min → 2 h'). Shared because the lesson
 * dialogs find the changes and the announcement dialog is prefilled with them, and features do not import each other.
 */
export type LessonChange = { field: 'start' | 'duration' | 'tutor'; label: string; from: string; to: string };
