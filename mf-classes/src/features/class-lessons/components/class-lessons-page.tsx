import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LESSON_PAGE_SIZE, type ClassItem, type LessonItem } from '@backoffice/domain/classes';
import { PATHS } from '@backoffice/domain/paths';
import { countOf } from '@backoffice/domain/plural';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, ListCount, LoadFailure, LoadingBlock, Pager, pageRange, Panel, Snackbar, Stack, usePreloadDialog, useSnackbar } from '@backoffice/ui';
import { lessonsKeyOf } from '../../../shared/api/lesson-keys';
import { BackLink } from '../../../shared/components/back-link';
import { classKey, useClass } from '../api/get-class';
import { lessonsOpeningInstant, pageOfOffset, useClassLessons, type LessonsWindow } from '../api/get-lessons';
import { useToggleLessonFlag, type LessonFlag } from '../api/toggle-lesson';
import { ClassOverview } from './class-overview';
import { LessonsTable } from './lessons-table';
import { isNotFound, isRecordId, NotFound } from '../../../shared/components/not-found';

type LessonsDialog = 'create' | 'batch';

/** What the page gives a dialog that adds lessons to the class; `onSaved` gets the new lesson, or how many were added. */
export type AddLessonsSlotProps<Saved> = {
  classId: string;
  schedule: ClassItem['schedule'];
  onSaved: (saved: Saved) => void;
  onClose: () => void;
};

type ClassLessonsPageProps = {
  /** 'Add a new lesson' (canManage): the Create Lesson dialog, composed by routes.tsx, rendered while it is open. */
  renderCreateLesson: (props: AddLessonsSlotProps<LessonItem>) => ReactNode;
  /** 'Add Batch Lessons' (canManage): the Batch Create Lesson dialog. */
  renderBatchLessons: (props: AddLessonsSlotProps<number>) => ReactNode;
  /**
   * Starts downloading a dialog: its button is hovered or focused, or (Create Lesson) the lessons are shown and the
   * browser is idle (issue 20: the first open costs what a second does).
   */
  preloadDialog?: (dialog: LessonsDialog) => Promise<boolean>;
};

/** /course/{classId}: the class's overview and its lessons. */
export function ClassLessonsPage(props: ClassLessonsPageProps) {
  const { classId = '' } = useParams();
  // Another class is another page: its own page number, its own 'now'.
  return <ClassLessons key={classId} classId={classId} {...props} />;
}

function ClassLessons({
  classId,
  renderCreateLesson,
  renderBatchLessons,
  preloadDialog,
}: ClassLessonsPageProps & { classId: string }) {
  // PageFrame shows nothing to a role that may not open the page; nothing is fetched for it either.
  const canOpen = useCan(PATHS.classLessons);
  const canManage = useCan(PATHS.classLessons, 'canManage');
  // An address that cannot name a class is not asked about: the page says at once that there is no such class.
  const validId = isRecordId(classId);
  const klass = useClass(classId, { enabled: canOpen && validId });
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [open, setOpen] = useState<LessonsDialog | null>(null);
  const close = useCallback(() => setOpen(null), []);

  // The list opens on the page holding the next lesson (`around` the moment the page opened, or the navigation's
  // preload started); the answer's offset says which page that is. Choosing a page in the pager then asks for that page
  // by offset.
  const [openedAt] = useState(() => lessonsOpeningInstant(queryClient, classId));
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const lessonsWindow: LessonsWindow = chosenPage === null ? { around: openedAt } : { page: chosenPage };
  const lessons = useClassLessons(classId, lessonsWindow, { enabled: canOpen && validId });
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
  const preloaders = useMemo(
    () => (preloadDialog ? { create: () => preloadDialog('create'), batch: () => preloadDialog('batch') } : undefined),
    [preloadDialog],
  );
  const lessonsShown = data !== undefined && (lessons.data !== undefined || lessons.isError);
  const preloadCreate = usePreloadDialog(canManage ? preloaders?.create : undefined, {
    idle: lessonsShown,
    warmUp: () => (data ? renderCreateLesson({ classId, schedule: data.schedule, onSaved: () => {}, onClose: () => {} }) : null),
  });
  const preloadBatch = usePreloadDialog(preloaders?.batch);
  // Both reads answer 404 for an unknown class, whichever comes first: one not-found state for the page.
  const classMissing = !validId || isNotFound(klass.error) || isNotFound(lessons.error);
  const actions =
    canManage && data ? (
      <>
        <Button variant="secondary" onClick={() => setOpen('batch')} {...preloadBatch.openerProps}>
          Add Batch Lessons
        </Button>
        <Button onClick={() => setOpen('create')} {...preloadCreate.openerProps}>
          Add a new lesson
        </Button>
      </>
    ) : null;

  if (classMissing) {
    return (
      <PageFrame path={PATHS.classLessons} title="Class not found">
        <NotFound message="There is no class at this address." backTo={PATHS.course} backLabel="Back to class list" />
      </PageFrame>
    );
  }

  return (
    <PageFrame path={PATHS.classLessons} title={data?.name ?? 'Class lessons'} actions={actions}>
      <div>
        <BackLink to={PATHS.course}>Back to class list</BackLink>
      </div>

      {klass.isError ? (
        <LoadFailure title="The class could not be loaded" message={klass.error.message} onRetry={() => void klass.refetch()} />
      ) : data ? (
        <ClassOverview klass={data} />
      ) : (
        <LoadingBlock label="Loading the class…" />
      )}

      <Panel title="Lessons">
        <Stack gap="md">
          {/* A failed read says so once: an empty table under it would claim the class has no lessons. */}
          {lessons.isError ? (
            <LoadFailure
              title="The lessons could not be loaded"
              message={lessons.error.message}
              onRetry={() => void lessons.refetch()}
            />
          ) : (
            <>
              <ListCount loading={loading} from={from} to={to} total={countOf(count, 'lesson')} />
              <LessonsTable
                classId={classId}
                lessons={lessons.data?.data ?? []}
                loading={loading}
                canManage={canManage}
                pending={pending}
                onToggle={onToggle}
              />
              <Pager
                page={page}
                count={count}
                pageSize={LESSON_PAGE_SIZE}
                onPageChange={setChosenPage}
                loading={loading}
                label="Lesson pages"
              />
            </>
          )}
        </Stack>
      </Panel>

      {preloadCreate.warmUp}
      {open === 'create' && data
        ? renderCreateLesson({
            classId,
            schedule: data.schedule,
            onSaved: (lesson) => {
              refresh();
              show(`${lesson.name} was added`, 'success');
            },
            onClose: close,
          })
        : null}
      {open === 'batch' && data
        ? renderBatchLessons({
            classId,
            schedule: data.schedule,
            onSaved: (saved) => {
              refresh();
              show(`${saved} ${saved === 1 ? 'lesson was' : 'lessons were'} added`, 'success');
            },
            onClose: close,
          })
        : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
