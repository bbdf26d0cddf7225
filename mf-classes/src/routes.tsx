import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { queryClient, type RemoteRouteProps } from '@backoffice/remote-kit';
import { LoadingBlock, lazyDialog } from '@backoffice/ui';
import { ClassListPage, type ClassFormSlotProps } from './features/class-list/components/class-list-page';
import { ClassLessonsPage, LessonDetailPage, LessonsRoutes } from './screens';
import { prefetchFirstStaffOptions } from './shared/api/get-staff-options';

// The class list is the first screen; the others are chunks of their own (screens.ts).

// The dialogs come with the form library (and the class form with Tiptap and DOMPurify): each is a chunk of its own,
// downloaded when first wanted, so the pages' own downloads stay small (bundle budget: 60 KB gzipped for the remote's
// first route). The pages preload a dialog when its button is pointed at or focused, and their main one (Add New
// Class, Create Lesson) once their data is shown and the browser is idle. The lesson dialog is one chunk for both pages.
// While a chunk downloads, a dialog of the same title stands in for it (lazyDialog), and can be closed.
const loadLessonDialog = () =>
  import(/* webpackChunkName: "lesson-dialog" */ './features/lesson-dialogs/components/lesson-dialog').then((m) => m.LessonDialog);
// The class form and the lesson dialogs open on the first tutors and TAs: they are asked for with the dialog's code.
const firstStaff = { prefetch: () => prefetchFirstStaffOptions(queryClient) };
const closedBy = (title: string, fullScreen = true) => (props: { onClose: () => void }) => ({ title, fullScreen, onClose: props.onClose });

const ClassFormDialog = lazyDialog(
  () => import('./features/class-form/components/class-form-dialog').then((m) => m.ClassFormDialog),
  ({ editing, onOpenChange }) => ({ title: editing ? 'Edit Class' : 'Add New Class', fullScreen: true, onClose: () => onOpenChange(false) }),
  firstStaff,
);
const CreateLessonDialog = lazyDialog(loadLessonDialog, closedBy('Create Lesson'), firstStaff);
const EditLessonDialog = lazyDialog(loadLessonDialog, closedBy('Edit Lesson'), firstStaff);
const BatchLessonsDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "batch-lessons-dialog" */ './features/lesson-dialogs/components/batch-lessons-dialog').then(
      (m) => m.BatchLessonsDialog,
    ),
  closedBy('Batch Create Lesson'),
  firstStaff,
);
const AddStudentsDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "add-students-dialog" */ './features/add-students/components/add-students-dialog').then(
      (m) => m.AddStudentsDialog,
    ),
  closedBy('Add Student', false),
);
// Make Announcement comes with Tiptap (shared with the class form's chunk) and DOMPurify. Edit Lesson gets
// `onAnnounce` from the page (users with canSendNotification only): the save prompt's 'Yes' then opens this with the
// changes. The class page's lesson dialog only creates lessons, which never prompt: nothing to pass there.
const AnnouncementDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "announcement-dialog" */ './features/announcement/components/announcement-dialog').then(
      (m) => m.AnnouncementDialog,
    ),
  closedBy('Make Announcement'),
);

const preloadLessonsDialog = (dialog: 'create' | 'batch') => (dialog === 'create' ? CreateLessonDialog : BatchLessonsDialog).preload();
const LESSON_PAGE_DIALOGS = { edit: EditLessonDialog, 'add-students': AddStudentsDialog, announce: AnnouncementDialog } as const;
const preloadLessonDialog = (dialog: keyof typeof LESSON_PAGE_DIALOGS) => LESSON_PAGE_DIALOGS[dialog].preload();

/** The class form for the class list: 'Add New Class', or 'Edit Class' with the row's class. */
function renderClassForm({ editing, onClose, onSaved, onFailed }: ClassFormSlotProps) {
  return (
    <ClassFormDialog
      editing={editing}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSaved={onSaved}
      onFailed={onFailed}
    />
  );
}

/**
 * mf-classes owns /course/** and /lessons/** (ARCHITECTURE §3). Under /course: the class list, a class's lessons
 * (/course/{classId}) and a lesson's detail (/course/{classId}/lesson/{lessonId}); the shell mounts this at
 * `${basePath}/*`, so the paths here are relative. Features do not import each other: the pages open the dialogs of
 * other features (the class form, the lesson dialogs, Add Student, Make Announcement) that this file hands them.
 */
export default function ClassesRoutes({ basePath }: RemoteRouteProps) {
  if (basePath === PATHS.lessons) {
    return (
      <Suspense fallback={<LoadingBlock label="Loading…" fill />}>
        <LessonsRoutes />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" fill />}>
      <Routes>
        <Route index element={<ClassListPage renderClassForm={renderClassForm} preloadClassForm={ClassFormDialog.preload} />} />
        <Route
          path=":classId"
          element={
            <ClassLessonsPage
              renderCreateLesson={(props) => <CreateLessonDialog {...props} />}
              renderBatchLessons={(props) => <BatchLessonsDialog {...props} />}
              preloadDialog={preloadLessonsDialog}
            />
          }
        />
        <Route
          path=":classId/lesson/:lessonId"
          element={
            <LessonDetailPage
              renderEditLesson={(props) => <EditLessonDialog {...props} />}
              renderAddStudents={(props) => <AddStudentsDialog {...props} />}
              renderAnnouncement={(props) => <AnnouncementDialog {...props} />}
              preloadDialog={preloadLessonDialog}
            />
          }
        />
      </Routes>
    </Suspense>
  );
}
