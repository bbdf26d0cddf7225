import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@backoffice/api-client';
import styled from 'styled-components';
import { LESSON_PAGE_SIZE, PATHS, type ClassItem, type LessonItem } from '@backoffice/domain';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Alert, Button, Dialog, LoadingBlock, Pager, Panel, Snackbar, Stack, pageRange, useSnackbar } from '@backoffice/ui';
import { classKey, useClass } from '../api/get-class';
import { lessonsKeyOf, pageOfOffset, useClassLessons, type LessonsWindow } from '../api/get-lessons';
import { useToggleLessonFlag, type LessonFlag } from '../api/toggle-lesson';
import { BackLink } from './back-link';
import { ClassOverview } from './class-overview';
import { LessonsTable } from './lessons-table';

// The dialogs come with the form library and load when first opened (hovering the button starts the download), so the
// page's own chunk stays small. routes.tsx names the pages only, so the page composes the lesson-dialogs feature; one
// named chunk per dialog, shared with the lesson detail page.
const loadLessonDialog = () =>
  import(/* webpackChunkName: "lesson-dialog" */ '../../lesson-dialogs/components/lesson-dialog');
const loadBatchDialog = () =>
  import(/* webpackChunkName: "batch-lessons-dialog" */ '../../lesson-dialogs/components/batch-lessons-dialog');
const LessonDialog = lazy(() => loadLessonDialog().then((m) => ({ default: m.LessonDialog })));
const BatchLessonsDialog = lazy(() => loadBatchDialog().then((m) => ({ default: m.BatchLessonsDialog })));

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type OpenDialog = 'create' | 'batch' | null;

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open fullScreen title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

/** /course/{classId}: the class's overview and its lessons. */
export function ClassLessonsPage() {
  const { classId = '' } = useParams();
  // Another class is another page: its own page number, its own 'now'.
  return <ClassLessons key={classId} classId={classId} />;
}

function ClassLessons({ classId }: { classId: string }) {
  // PageFrame shows nothing to a role that may not open the page; nothing is fetched for it either.
  const canOpen = useCan(PATHS.classLessons);
  const canManage = useCan(PATHS.classLessons, 'canManage');
  const klass = useClass(classId, { enabled: canOpen });
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);

  // The list opens on the page holding the next lesson (`around` the moment the page opened); the answer's offset says
  // which page that is. Choosing a page in the pager then asks for that page by offset.
  const [openedAt] = useState(() => new Date().toISOString());
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const lessonsWindow: LessonsWindow = chosenPage === null ? { around: openedAt } : { page: chosenPage };
  const lessons = useClassLessons(classId, lessonsWindow, { enabled: canOpen });
  const page = chosenPage ?? (lessons.data ? pageOfOffset(lessons.data.offset) : 1);
  const count = lessons.data?.count ?? 0;
  const loading = lessons.isPending || (lessons.isFetching && lessons.isPlaceholderData);
  const { from, to } = pageRange(page, LESSON_PAGE_SIZE, count);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lessonsKeyOf(classId) });
    void queryClient.invalidateQueries({ queryKey: classKey(classId) });
  }, [queryClient, classId]);

  const toggle = useToggleLessonFlag();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const onToggle = (lesson: LessonItem, flag: LessonFlag) => {
    const key = `${lesson._id}.${flag}`;
    setPending((current) => new Set(current).add(key));
    toggle.mutate(
      { lesson, flag },
      {
        onSuccess: (updated) => {
          const state =
            flag === 'is_active' ? (updated.is_active ? 'active' : 'inactive') : updated.is_released ? 'released' : 'un-released';
          show(`${updated.name} is now ${state}`, 'success');
        },
        onError: (error) => show(`${lesson.name} was not changed: ${error.message}`, 'error'),
        onSettled: () =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          }),
      },
    );
  };

  const data: ClassItem | undefined = klass.data;
  const classMissing = isApiError(klass.error) && klass.error.status === 404;
  const actions =
    canManage && data ? (
      <>
        <Button variant="secondary" onClick={() => setOpen('batch')} onPointerEnter={() => void loadBatchDialog()}>
          Add Batch Lessons
        </Button>
        <Button onClick={() => setOpen('create')} onPointerEnter={() => void loadLessonDialog()}>
          Add a new lesson
        </Button>
      </>
    ) : null;

  return (
    <PageFrame path={PATHS.classLessons} title={data?.name ?? 'Class lessons'} actions={actions}>
      <div>
        <BackLink to={PATHS.course}>Back to class list</BackLink>
      </div>

      {klass.isError ? (
        <Alert tone="error" title="The class could not be loaded">
          <Stack direction="row" gap="md" align="center">
            <span>{classMissing ? 'There is no class with this address.' : klass.error.message}</span>
            {classMissing ? null : (
              <Button variant="secondary" size="sm" onClick={() => void klass.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      ) : data ? (
        <ClassOverview klass={data} />
      ) : (
        <LoadingBlock label="Loading the class…" />
      )}

      {classMissing ? null : (
        <Panel title="Lessons">
          <Stack gap="md">
            {lessons.isError ? (
              <Alert tone="error" title="The lessons could not be loaded">
                <Stack direction="row" gap="md" align="center">
                  <span>{lessons.error.message}</span>
                  <Button variant="secondary" size="sm" onClick={() => void lessons.refetch()}>
                    Retry
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {!loading && !lessons.isError && count > 0 ? (
              <Summary aria-live="polite">
                Showing {from} to {to} out of {count} lessons
              </Summary>
            ) : null}
            <LessonsTable
              classId={classId}
              lessons={lessons.data?.data ?? []}
              loading={loading}
              canManage={canManage}
              pending={pending}
              onToggle={onToggle}
            />
            <Pager page={page} count={count} pageSize={LESSON_PAGE_SIZE} onPageChange={setChosenPage} label="Lesson pages" />
          </Stack>
        </Panel>
      )}

      {open === 'create' && data ? (
        <Suspense fallback={<Loading title="Create Lesson" onClose={close} />}>
          <LessonDialog
            classId={classId}
            schedule={data.schedule}
            onSaved={(lesson) => {
              refresh();
              show(`${lesson.name} was added`, 'success');
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {open === 'batch' && data ? (
        <Suspense fallback={<Loading title="Batch Create Lesson" onClose={close} />}>
          <BatchLessonsDialog
            classId={classId}
            schedule={data.schedule}
            onSaved={(saved) => {
              refresh();
              show(`${saved} ${saved === 1 ? 'lesson was' : 'lessons were'} added`, 'success');
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
