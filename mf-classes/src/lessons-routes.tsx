import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { LoadingBlock, lazyDialog } from '@backoffice/ui';
import { QuickLessonsPage } from './features/quick-lessons/components/quick-lessons-page';
import { ZoomDetailPage } from './lessons-screens';

// Quick Lesson Management comes with this chunk (routes.tsx loads it for /lessons). The Zoom detail is a chunk of its
// own (lessons-screens.ts), loaded when a Zoom lesson is opened or its address is navigated to; the poll question
// dialog another, with the form library, loaded when 'Add Question' or an Edit is hovered, focused or pressed (only
// those who may manage polls ever download it).
const PollFormDialog = lazyDialog(
  () => import(/* webpackChunkName: "poll-form-dialog" */ './features/poll-form/components/poll-form-dialog').then((m) => m.PollFormDialog),
  ({ poll, onClose }) => ({ title: poll ? 'Edit Question' : 'Add Question', onClose }),
);

/**
 * /lessons/**: Quick Lesson Management (/lessons) and a lesson's Zoom detail (/lessons/{lessonId}/detail/zoom). The
 * shell mounts the remote at `/lessons/*`, so the paths here are relative; any other path under /lessons goes to the
 * list. Features do not import each other: the Zoom detail gets the poll dialog from here as a render prop.
 */
export default function LessonsRoutes() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" fill />}>
      <Routes>
        <Route index element={<QuickLessonsPage />} />
        <Route
          path=":lessonId/detail/zoom"
          element={<ZoomDetailPage renderPollForm={(props) => <PollFormDialog {...props} />} preloadPollForm={PollFormDialog.preload} />}
        />
        <Route path="*" element={<Navigate to={PATHS.lessons} replace />} />
      </Routes>
    </Suspense>
  );
}
