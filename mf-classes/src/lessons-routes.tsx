import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PATHS } from '@backoffice/domain';
import { Dialog, LoadingBlock } from '@backoffice/ui';
import { QuickLessonsPage } from './features/quick-lessons/components/quick-lessons-page';
import type { PollFormSlotProps } from './features/zoom-detail/components/zoom-detail-page';

// Quick Lesson Management comes with this chunk (routes.tsx loads it for /lessons). The Zoom detail is a chunk of its
// own, loaded when a Zoom lesson is opened; the poll question dialog another, with the form library, loaded when
// 'Add Question' or an Edit is hovered, focused or pressed (only those who may manage polls ever download it).
const ZoomDetailPage = lazy(() =>
  import(/* webpackChunkName: "zoom-detail" */ './features/zoom-detail/components/zoom-detail-page').then((m) => ({
    default: m.ZoomDetailPage,
  })),
);
const loadPollForm = () => import(/* webpackChunkName: "poll-form-dialog" */ './features/poll-form/components/poll-form-dialog');
const PollFormDialog = lazy(() => loadPollForm().then((m) => ({ default: m.PollFormDialog })));
const preloadPollForm = () => void loadPollForm();

/** The poll dialog's chunk is still downloading: a dialog of the same title stands in for it, and can be closed. */
function PollFormLoading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

/** The Zoom detail's 'Add Question' / 'Edit Question' dialog. */
function renderPollForm(props: PollFormSlotProps) {
  return (
    <Suspense fallback={<PollFormLoading title={props.poll ? 'Edit Question' : 'Add Question'} onClose={props.onClose} />}>
      <PollFormDialog {...props} />
    </Suspense>
  );
}

/**
 * /lessons/**: Quick Lesson Management (/lessons) and a lesson's Zoom detail (/lessons/{lessonId}/detail/zoom). The
 * shell mounts the remote at `/lessons/*`, so the paths here are relative; any other path under /lessons goes to the
 * list. Features do not import each other: the Zoom detail gets the poll dialog from here as a render prop.
 */
export default function LessonsRoutes() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" />}>
      <Routes>
        <Route index element={<QuickLessonsPage />} />
        <Route
          path=":lessonId/detail/zoom"
          element={<ZoomDetailPage renderPollForm={renderPollForm} preloadPollForm={preloadPollForm} />}
        />
        <Route path="*" element={<Navigate to={PATHS.lessons} replace />} />
      </Routes>
    </Suspense>
  );
}
