import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS, toPath } from '@backoffice/domain/paths';
import type { LessonDetail } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, LoadFailure, LoadingBlock, Snackbar, useSnackbar } from '@backoffice/ui';
import { lessonsKeyOf } from '../../../shared/api/lesson-keys';
import { BackLink } from '../../../shared/components/back-link';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { lessonKey, useLesson } from '../api/get-lesson';
import { LessonSummary } from './lesson-summary';
import { StudentsPanel } from './students-panel';
import { isNotFound, isRecordId, NotFound } from '../../../shared/components/not-found';

type LessonDialog = 'edit' | 'add-students' | 'announce';

/** What the page gives the Edit Lesson dialog: the lesson, its class and schedule, and what to do next. */
export type EditLessonSlotProps = {
  classId: string;
  schedule: LessonDetail['class_obj']['schedule'];
  lesson: LessonDetail;
  onSaved: () => void;
  onClose: () => void;
  /**
   * Given only to users who may make announcements (canSendNotification): the prompt after a save that changed the
   * start, the duration or the tutors offers 'Yes', which opens Make Announcement prefilled with the changes.
   */
  onAnnounce?: (changes: readonly LessonChange[]) => void;
};

/** What the page gives Make Announcement: the lesson, and the changes it starts from after the save prompt's 'Yes'. */
export type AnnouncementSlotProps = {
  lesson: LessonDetail;
  changes?: readonly LessonChange[] | undefined;
  onClose: () => void;
};

/** What the page gives the Add Student dialog: the lesson, and what to do with the accounts that joined. */
export type AddStudentsSlotProps = {
  lessonId: string;
  onAdded: (added: UserRef[]) => void;
  onClose: () => void;
};

type LessonDetailPageProps = {
  /** 'Edit Lesson' (canManage): the lesson dialog, composed by routes.tsx, rendered while it is open. */
  renderEditLesson: (props: EditLessonSlotProps) => ReactNode;
  /** 'Add Student' (canManage): the Add Student dialog. */
  renderAddStudents: (props: AddStudentsSlotProps) => ReactNode;
  /** 'Make Announcement' (canSendNotification), and the save prompt's 'Yes': the announcement dialog. */
  renderAnnouncement: (props: AnnouncementSlotProps) => ReactNode;
  /** A button is hovered: its dialog is likely wanted soon, start downloading it. */
  preloadDialog?: (dialog: LessonDialog) => void;
};

/** /course/{classId}/lesson/{lessonId}: the lesson and its students. */
export function LessonDetailPage(props: LessonDetailPageProps) {
  const { classId = '', lessonId = '' } = useParams();
  return <LessonDetailScreen key={lessonId} classId={classId} lessonId={lessonId} {...props} />;
}

function LessonDetailScreen({
  classId,
  lessonId,
  renderEditLesson,
  renderAddStudents,
  renderAnnouncement,
  preloadDialog,
}: LessonDetailPageProps & { classId: string; lessonId: string }) {
  // PageFrame shows nothing to a role that may not open the page; nothing is fetched for it either.
  const canOpen = useCan(PATHS.lessonDetail);
  const canManage = useCan(PATHS.lessonDetail, 'canManage');
  // people-records §6: canSendNotification controls Make Announcement on lesson detail.
  const canAnnounce = useCan(PATHS.lessonDetail, 'canSendNotification');
  // An address that cannot name a lesson is not asked about: the page says at once that there is no such lesson.
  const validId = isRecordId(lessonId);
  const lesson = useLesson(lessonId, { enabled: canOpen && validId });
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [open, setOpen] = useState<LessonDialog | null>(null);
  const [announceChanges, setAnnounceChanges] = useState<readonly LessonChange[] | undefined>(undefined);
  const close = useCallback(() => setOpen(null), []);
  const editButton = useRef<HTMLButtonElement>(null);
  const announceButton = useRef<HTMLButtonElement>(null);
  const lastOpen = useRef<LessonDialog | null>(null);
  useEffect(() => {
    if (open !== null) {
      lastOpen.current = open;
      return undefined;
    }
    if (lastOpen.current !== 'edit' && lastOpen.current !== 'announce') return undefined;
    // A dialog gives focus back to what opened it. The announcement opened by the save prompt's 'Yes' (and the prompt
    // itself, which took the lesson dialog's place) was opened by a button that is gone, so focus would be left on
    // the page: take it to where the user started. The dialog restores focus on a timer of its own, which this follows.
    const timer = window.setTimeout(() => {
      if (document.activeElement === document.body) (editButton.current ?? announceButton.current)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  const openAnnouncement = useCallback((changes?: readonly LessonChange[]) => {
    setAnnounceChanges(changes);
    setOpen('announce');
  }, []);
  const notify = useCallback((message: string, severity: 'success' | 'error' = 'success') => show(message, severity), [show]);
  const refreshLesson = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lessonKey(lessonId) });
    // The class's lesson list shows this lesson too.
    void queryClient.invalidateQueries({ queryKey: lessonsKeyOf(classId) });
  }, [queryClient, lessonId, classId]);

  const data = lesson.data;
  const missing = !validId || isNotFound(lesson.error);
  // Back to the lesson's own class once it is known: the address's class id may be wrong while the lesson is right.
  const classLessons = toPath(PATHS.classLessons, { classId: data?.class ?? classId });
  const actions =
    (canManage || canAnnounce) && data ? (
      <>
        {canAnnounce ? (
          <Button
            ref={announceButton}
            variant="secondary"
            onClick={() => openAnnouncement()}
            onPointerEnter={() => preloadDialog?.('announce')}
            onFocus={() => preloadDialog?.('announce')}
          >
            Make Announcement
          </Button>
        ) : null}
        {canManage ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('add-students')} onPointerEnter={() => preloadDialog?.('add-students')}>
              Add Student
            </Button>
            <Button ref={editButton} onClick={() => setOpen('edit')} onPointerEnter={() => preloadDialog?.('edit')}>
              Edit Lesson
            </Button>
          </>
        ) : null}
      </>
    ) : null;

  if (missing) {
    // The way back is the class's lessons when the address names a class, else the class list.
    const back = isRecordId(classId)
      ? { to: classLessons, label: 'Back to class lessons' }
      : { to: PATHS.course, label: 'Back to class list' };
    return (
      <PageFrame path={PATHS.lessonDetail} title="Lesson not found">
        <NotFound message="There is no lesson at this address." backTo={back.to} backLabel={back.label} />
      </PageFrame>
    );
  }

  return (
    <PageFrame path={PATHS.lessonDetail} title={data?.name ?? 'Lesson'} actions={actions}>
      <div>
        <BackLink to={classLessons}>Back to class lessons</BackLink>
      </div>

      {lesson.isError ? (
        <LoadFailure title="The lesson could not be loaded" message={lesson.error.message} onRetry={() => void lesson.refetch()} />
      ) : data ? (
        <>
          <LessonSummary lesson={data} />
          <StudentsPanel lesson={data} canManage={canManage} notify={notify} />
        </>
      ) : (
        <LoadingBlock label="Loading the lesson…" />
      )}

      {open === 'edit' && data
        ? renderEditLesson({
            classId: data.class,
            schedule: data.class_obj.schedule,
            lesson: data,
            onSaved: () => {
              refreshLesson();
              show('The lesson was saved', 'success');
            },
            onClose: close,
            ...(canAnnounce ? { onAnnounce: openAnnouncement } : {}),
          })
        : null}
      {open === 'announce' && data ? renderAnnouncement({ lesson: data, changes: announceChanges, onClose: close }) : null}
      {open === 'add-students' && data
        ? renderAddStudents({
            lessonId: data._id,
            onAdded: (added) => {
              refreshLesson();
              show(
                added.length === 0
                  ? 'No student was added: they were already in the lesson'
                  : `${added.length} ${added.length === 1 ? 'student was' : 'students were'} added`,
                'success',
              );
            },
            onClose: close,
          })
        : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
