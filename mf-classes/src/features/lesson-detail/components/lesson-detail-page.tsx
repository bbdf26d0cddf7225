import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@backoffice/api-client';
import { PATHS, toPath } from '@backoffice/domain';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Alert, Button, Dialog, LoadingBlock, Snackbar, Stack, useSnackbar } from '@backoffice/ui';
import { lessonsKeyOf } from '../../class-lessons/api/get-lessons';
import { BackLink } from '../../class-lessons/components/back-link';
import { lessonKey, useLesson } from '../api/get-lesson';
import { LessonSummary } from './lesson-summary';
import { StudentsPanel } from './students-panel';

// The dialogs load when first opened (hovering the button starts the download). routes.tsx names the pages only, so the
// page composes the lesson-dialogs and add-students features.
const loadLessonDialog = () =>
  import(/* webpackChunkName: "lesson-dialog" */ '../../lesson-dialogs/components/lesson-dialog');
const loadAddStudents = () =>
  import(/* webpackChunkName: "add-students-dialog" */ '../../add-students/components/add-students-dialog');
const LessonDialog = lazy(() => loadLessonDialog().then((m) => ({ default: m.LessonDialog })));
const AddStudentsDialog = lazy(() => loadAddStudents().then((m) => ({ default: m.AddStudentsDialog })));

type OpenDialog = 'edit' | 'add-students' | null;

function Loading({ title, fullScreen, onClose }: { title: string; fullScreen: boolean; onClose: () => void }) {
  return (
    <Dialog open fullScreen={fullScreen} title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

/** /course/{classId}/lesson/{lessonId}: the lesson and its students. */
export function LessonDetailPage() {
  const { classId = '', lessonId = '' } = useParams();
  return <LessonDetailScreen key={lessonId} classId={classId} lessonId={lessonId} />;
}

function LessonDetailScreen({ classId, lessonId }: { classId: string; lessonId: string }) {
  // PageFrame shows nothing to a role that may not open the page; nothing is fetched for it either.
  const canOpen = useCan(PATHS.lessonDetail);
  const canManage = useCan(PATHS.lessonDetail, 'canManage');
  const lesson = useLesson(lessonId, { enabled: canOpen });
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const notify = useCallback((message: string, severity: 'success' | 'error' = 'success') => show(message, severity), [show]);
  const refreshLesson = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lessonKey(lessonId) });
    // The class's lesson list shows this lesson too.
    void queryClient.invalidateQueries({ queryKey: lessonsKeyOf(classId) });
  }, [queryClient, lessonId, classId]);

  const data = lesson.data;
  const missing = isApiError(lesson.error) && lesson.error.status === 404;
  const actions =
    canManage && data ? (
      <>
        <Button variant="secondary" onClick={() => setOpen('add-students')} onPointerEnter={() => void loadAddStudents()}>
          Add Student
        </Button>
        <Button onClick={() => setOpen('edit')} onPointerEnter={() => void loadLessonDialog()}>
          Edit Lesson
        </Button>
      </>
    ) : null;

  return (
    <PageFrame path={PATHS.lessonDetail} title={data?.name ?? 'Lesson'} actions={actions}>
      <div>
        <BackLink to={toPath(PATHS.classLessons, { classId })}>Back to class lessons</BackLink>
      </div>

      {lesson.isError ? (
        <Alert tone="error" title="The lesson could not be loaded">
          <Stack direction="row" gap="md" align="center">
            <span>{missing ? 'There is no lesson with this address.' : lesson.error.message}</span>
            {missing ? null : (
              <Button variant="secondary" size="sm" onClick={() => void lesson.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      ) : data ? (
        <>
          <LessonSummary lesson={data} />
          <StudentsPanel lesson={data} canManage={canManage} notify={notify} />
        </>
      ) : (
        <LoadingBlock label="Loading the lesson…" />
      )}

      {open === 'edit' && data ? (
        <Suspense fallback={<Loading title="Edit Lesson" fullScreen onClose={close} />}>
          <LessonDialog
            classId={data.class}
            schedule={data.class_obj.schedule}
            lesson={data}
            onSaved={() => {
              refreshLesson();
              show('The lesson was saved', 'success');
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {open === 'add-students' && data ? (
        <Suspense fallback={<Loading title="Add Student" fullScreen={false} onClose={close} />}>
          <AddStudentsDialog
            lessonId={data._id}
            onAdded={(added) => {
              refreshLesson();
              show(
                added.length === 0
                  ? 'No student was added: they were already in the lesson'
                  : `${added.length} ${added.length === 1 ? 'student was' : 'students were'} added`,
                'success',
              );
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
