import { matchPath } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { classQueryOptions } from './features/class-lessons/api/get-class';
import { classLessonsQueryOptions, lessonsOpeningInstant } from './features/class-lessons/api/get-lessons';
import { FIRST_CLASS_LIST_FILTER, classesQueryOptions } from './features/class-list/api/get-classes';
import { lessonQueryOptions } from './features/lesson-detail/api/get-lesson';
import { lessonStudentsQueryOptions } from './features/lesson-detail/api/get-lesson-students';
import { dayLessonsQueryOptions } from './features/quick-lessons/api/get-day-lessons';
import { dayListPlaceOf } from './features/quick-lessons/utils/day-lesson-row';
import { zoomLessonQueryOptions } from './features/zoom-detail/api/get-zoom-lesson';
import { ZoomDetailPage } from './lessons-screens';
import { ClassLessonsPage, LessonDetailPage, LessonsRoutes } from './screens';

/** The screens check an address's ids the same way: one that cannot name a record is never asked for. */
const isRecordId = (id: string | undefined): id is string => id !== undefined && idSchema.safeParse(id).success;

/**
 * The first requests of the screen at `pathname` (with its `search`) and its code when that is a chunk of its own
 * (screens.ts), or none for an address this remote does not show.
 */
function firstRequests({ pathname, search }: PreloadTarget): Array<Promise<unknown>> {
  if (matchPath(PATHS.course, pathname)) return [queryClient.prefetchQuery(classesQueryOptions(FIRST_CLASS_LIST_FILTER))];

  const classId = matchPath(PATHS.classLessons, pathname)?.params.classId;
  if (classId !== undefined) {
    if (!isRecordId(classId)) return [];
    // The same instant the page will open around (the one of a list already on its way or fresh), so it reads this.
    const around = lessonsOpeningInstant(queryClient, classId);
    return [
      ClassLessonsPage.preload(),
      queryClient.prefetchQuery(classQueryOptions(classId)),
      queryClient.prefetchQuery(classLessonsQueryOptions(classId, { around })),
    ];
  }

  const lessonId = matchPath(PATHS.lessonDetail, pathname)?.params.lessonId;
  if (lessonId !== undefined) {
    // The page reads only the lesson id: a wrong class id in the address still shows the lesson.
    if (!isRecordId(lessonId)) return [];
    // The Students tab opens once the lesson is in, on its first page with nothing searched: both start now.
    return [
      LessonDetailPage.preload(),
      queryClient.prefetchQuery(lessonQueryOptions(lessonId)),
      queryClient.prefetchQuery(lessonStudentsQueryOptions(lessonId, '', 1)),
    ];
  }

  if (matchPath(PATHS.lessons, pathname)) {
    const { day, page } = dayListPlaceOf(new URLSearchParams(search));
    return [LessonsRoutes.preload(), queryClient.prefetchQuery(dayLessonsQueryOptions(day, page))];
  }

  const zoomLessonId = matchPath(PATHS.zoomDetail, pathname)?.params.lessonId;
  if (isRecordId(zoomLessonId)) {
    return [LessonsRoutes.preload(), ZoomDetailPage.preload(), queryClient.prefetchQuery(zoomLessonQueryOptions(zoomLessonId))];
  }
  return [];
}

/**
 * The first requests of the class screens and their code, started by the shell as the navigation begins (the remote-kit
 * contract's `./preload`), into the query cache the screens read, with their own keys: the class list's first page; a
 * class and its lessons around now; a lesson and its students' first page; the day list of the address's day and page;
 * a Zoom lesson. Who may open a screen is known only to it: a refused request here is the screen's to show, as a failed
 * one.
 */
export default function preload(target: PreloadTarget): Promise<unknown> | void {
  const requests = firstRequests(target);
  if (requests.length === 0) return;
  return Promise.all(requests);
}
