import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '@backoffice/domain';
import { NotYetPage, type RemoteRouteProps } from '@backoffice/remote-kit';
import { LoadingBlock } from '@backoffice/ui';
import { ClassListPage } from './features/class-list/components/class-list-page';

// The class list is the first screen; a class's lessons and a lesson's detail load when first visited.
const ClassLessonsPage = lazy(() =>
  import('./features/class-lessons/components/class-lessons-page').then((m) => ({ default: m.ClassLessonsPage })),
);
const LessonDetailPage = lazy(() =>
  import('./features/lesson-detail/components/lesson-detail-page').then((m) => ({ default: m.LessonDetailPage })),
);

/**
 * mf-classes owns /course/** and /lessons/** (ARCHITECTURE §3). Under /course: the class list, a class's lessons
 * (/course/{classId}) and a lesson's detail (/course/{classId}/lesson/{lessonId}); the shell mounts this at
 * `${basePath}/*`, so the paths here are relative.
 */
export default function ClassesRoutes({ basePath }: RemoteRouteProps) {
  if (basePath === PATHS.lessons) return <NotYetPage path={PATHS.lessons} title="Quick Lesson Management" />;
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" />}>
      <Routes>
        <Route index element={<ClassListPage />} />
        <Route path=":classId" element={<ClassLessonsPage />} />
        <Route path=":classId/lesson/:lessonId" element={<LessonDetailPage />} />
      </Routes>
    </Suspense>
  );
}
