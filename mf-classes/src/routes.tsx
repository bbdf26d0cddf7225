import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '@backoffice/domain';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { Dialog, LoadingBlock } from '@backoffice/ui';
import { ClassListPage, type ClassFormSlotProps } from './features/class-list/components/class-list-page';

// The class list is the first screen; a class's lessons and a lesson's detail load when first visited.
const ClassLessonsPage = lazy(() =>
  import('./features/class-lessons/components/class-lessons-page').then((m) => ({ default: m.ClassLessonsPage })),
);
// Quick Lesson Management and the Zoom detail (/lessons/**) are a chunk of their own: most visitors of /course never
// open them, and Tutors and Partners open nothing else.
const LessonsRoutes = lazy(() => import(/* webpackChunkName: "lessons-routes" */ './lessons-routes'));
const LessonDetailPage = lazy(() =>
  import('./features/lesson-detail/components/lesson-detail-page').then((m) => ({ default: m.LessonDetailPage })),
);

// The dialogs come with the form library (and the class form with Tiptap and DOMPurify): each is a chunk of its own,
// downloaded when first wanted (the page calls preload when its button is hovered), so the pages' own downloads stay
// small (bundle budget: 60 KB gzipped for the remote's first route). The lesson dialog is one chunk for both pages.
const loadClassForm = () => import('./features/class-form/components/class-form-dialog');
const loadLessonDialog = () => import(/* webpackChunkName: "lesson-dialog" */ './features/lesson-dialogs/components/lesson-dialog');
const loadBatchDialog = () =>
  import(/* webpackChunkName: "batch-lessons-dialog" */ './features/lesson-dialogs/components/batch-lessons-dialog');
const loadAddStudents = () =>
  import(/* webpackChunkName: "add-students-dialog" */ './features/add-students/components/add-students-dialog');
// Make Announcement comes with Tiptap (shared with the class form's chunk) and DOMPurify.
const loadAnnouncement = () =>
  import(/* webpackChunkName: "announcement-dialog" */ './features/announcement/components/announcement-dialog');
const ClassFormDialog = lazy(() => loadClassForm().then((m) => ({ default: m.ClassFormDialog })));
const LessonDialog = lazy(() => loadLessonDialog().then((m) => ({ default: m.LessonDialog })));
const BatchLessonsDialog = lazy(() => loadBatchDialog().then((m) => ({ default: m.BatchLessonsDialog })));
const AddStudentsDialog = lazy(() => loadAddStudents().then((m) => ({ default: m.AddStudentsDialog })));
const AnnouncementDialog = lazy(() => loadAnnouncement().then((m) => ({ default: m.AnnouncementDialog })));

const preloadClassForm = () => void loadClassForm();
const preloadLessonsDialog = (dialog: 'create' | 'batch') => void (dialog === 'create' ? loadLessonDialog() : loadBatchDialog());
const LESSON_PAGE_DIALOGS = { edit: loadLessonDialog, 'add-students': loadAddStudents, announce: loadAnnouncement } as const;
const preloadLessonDialog = (dialog: keyof typeof LESSON_PAGE_DIALOGS) => void LESSON_PAGE_DIALOGS[dialog]();

/** A dialog whose chunk is still downloading: a dialog of the same title stands in for it, and can be closed. */
function DialogLoading({ title, fullScreen = true, onClose }: { title: string; fullScreen?: boolean; onClose: () => void }) {
  return (
    <Dialog open fullScreen={fullScreen} title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

/** A page's render prop for a lazily loaded dialog that takes the page's props as they are. */
function onDemand<P extends { onClose: () => void }>(LazyDialog: ComponentType<P>, title: string, { fullScreen = true } = {}) {
  return function renderDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading title={title} fullScreen={fullScreen} onClose={props.onClose} />}>
        <LazyDialog {...props} />
      </Suspense>
    );
  };
}

/** The class form for the class list: 'Add New Class', or 'Edit Class' with the row's class. */
function renderClassForm({ editing, onClose, onSaved, onFailed }: ClassFormSlotProps) {
  return (
    <Suspense fallback={<DialogLoading title={editing ? 'Edit Class' : 'Add New Class'} onClose={onClose} />}>
      <ClassFormDialog
        editing={editing}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        onSaved={onSaved}
        onFailed={onFailed}
      />
    </Suspense>
  );
}

const renderCreateLesson = onDemand(LessonDialog, 'Create Lesson');
const renderBatchLessons = onDemand(BatchLessonsDialog, 'Batch Create Lesson');
const renderEditLesson = onDemand(LessonDialog, 'Edit Lesson');
const renderAddStudents = onDemand(AddStudentsDialog, 'Add Student', { fullScreen: false });
// Edit Lesson gets `onAnnounce` from the page (users with canSendNotification only): the save prompt's 'Yes' then opens
// this with the changes. The class page's lesson dialog only creates lessons, which never prompt: nothing to pass there.
const renderAnnouncement = onDemand(AnnouncementDialog, 'Make Announcement');

/**
 * mf-classes owns /course/** and /lessons/** (ARCHITECTURE §3). Under /course: the class list, a class's lessons
 * (/course/{classId}) and a lesson's detail (/course/{classId}/lesson/{lessonId}); the shell mounts this at
 * `${basePath}/*`, so the paths here are relative. Features do not import each other: the pages open the dialogs of
 * other features (the class form, the lesson dialogs, Add Student, Make Announcement) that this file hands them.
 */
export default function ClassesRoutes({ basePath }: RemoteRouteProps) {
  if (basePath === PATHS.lessons) {
    return (
      <Suspense fallback={<LoadingBlock label="Loading…" />}>
        <LessonsRoutes />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" />}>
      <Routes>
        <Route index element={<ClassListPage renderClassForm={renderClassForm} preloadClassForm={preloadClassForm} />} />
        <Route
          path=":classId"
          element={
            <ClassLessonsPage
              renderCreateLesson={renderCreateLesson}
              renderBatchLessons={renderBatchLessons}
              preloadDialog={preloadLessonsDialog}
            />
          }
        />
        <Route
          path=":classId/lesson/:lessonId"
          element={
            <LessonDetailPage
              renderEditLesson={renderEditLesson}
              renderAddStudents={renderAddStudents}
              renderAnnouncement={renderAnnouncement}
              preloadDialog={preloadLessonDialog}
            />
          }
        />
      </Routes>
    </Suspense>
  );
}
