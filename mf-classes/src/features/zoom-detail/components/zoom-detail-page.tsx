import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@backoffice/api-client';
import { PATHS } from '@backoffice/domain/paths';
import { centreDay } from '@backoffice/domain/time';
import { defaultPollName } from '@backoffice/domain/polls';
import { idSchema, type PollQuestion } from '@backoffice/domain/records';
import type { LessonDetail } from '@backoffice/domain/classes';
import { PageFrame } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Alert, Button, ConfirmDialog, LoadFailure, LoadingBlock, Panel, Snackbar, useSnackbar } from '@backoffice/ui';
import { BackLink } from '../../../shared/components/back-link';
import { returnToOf, type NoticeState } from '../../../shared/utils/return-to';
import { useDeletePoll } from '../api/delete-poll';
import { useZoomLesson, zoomLessonKey } from '../api/get-zoom-lesson';
import { sortedPolls } from '../utils/zoom-facts';
import { PollTable } from './poll-table';
import { LessonFacts, MeetingFacts } from './zoom-facts';

/** Shown on the list this page sends the user back to when the lesson is not there or not active. */
export const LESSON_GONE_NOTICE = 'The lesson you opened does not exist or is not active.';

/** What the page gives the poll question dialog (composed by lessons-routes.tsx, a chunk of its own). */
export type PollFormSlotProps = {
  lessonId: string;
  /** The question to edit; without it the dialog adds one. */
  poll?: PollQuestion;
  /** A new question's name until the user changes it: 'Question {n}'. */
  defaultName: string;
  /** After a successful save; the dialog closes itself afterwards (onClose). */
  onSaved: (poll: PollQuestion) => void;
  onClose: () => void;
};

/** When neither the Clipboard API nor the copy command worked (MeetingFacts has selected the link's text). */
export const COPY_FAILED = 'Could not copy. The link is selected: copy it by hand.';

type ZoomDetailPageProps = {
  /** 'Add Question' and each row's Edit (canManagePoll): the poll question dialog, rendered while it is open. */
  renderPollForm: (props: PollFormSlotProps) => ReactNode;
  /** 'Add Question' or an Edit is hovered or focused: start downloading the dialog. */
  preloadPollForm?: () => void;
};

/** /lessons/{lessonId}/detail/zoom: a lesson's Zoom meeting and its poll questions (back-office §2 Zoom detail). */
export function ZoomDetailPage(props: ZoomDetailPageProps) {
  const { lessonId = '' } = useParams();
  return <ZoomDetail key={lessonId} lessonId={lessonId} {...props} />;
}

type PollDialog = { mode: 'add' } | { mode: 'edit'; poll: PollQuestion };

function ZoomDetail({ lessonId, renderPollForm, preloadPollForm }: ZoomDetailPageProps & { lessonId: string }) {
  // PageFrame shows nothing to a role that may not open the page; nothing is fetched for it either.
  const canOpen = useCan(PATHS.zoomDetail);
  const canManagePoll = useCan(PATHS.zoomDetail, 'canManagePoll');
  const location = useLocation();
  // A lesson id that cannot be one is not asked for: the page goes back to the list as for an unknown lesson.
  const validId = idSchema.safeParse(lessonId).success;
  const lesson = useZoomLesson(lessonId, { enabled: canOpen && validId });
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [dialog, setDialog] = useState<PollDialog | null>(null);
  const [deleting, setDeleting] = useState<PollQuestion | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeletePoll();
  const closeDialog = useCallback(() => setDialog(null), []);
  const refreshLesson = useCallback(() => queryClient.invalidateQueries({ queryKey: zoomLessonKey(lessonId) }), [queryClient, lessonId]);

  const data: LessonDetail | undefined = lesson.data;
  // Back to the list the user came from (its day and page); opened from elsewhere, the day of this lesson.
  const fallback = data ? `${PATHS.lessons}?date=${centreDay(data.ended_on)}` : PATHS.lessons;
  const back = returnToOf(location.state, fallback);

  const missing = !validId || (isApiError(lesson.error) && lesson.error.status === 404);
  if (canOpen && (missing || (data && !data.is_active))) {
    const state: NoticeState = { notice: LESSON_GONE_NOTICE };
    return <Navigate to={returnToOf(location.state, PATHS.lessons)} replace state={state} />;
  }

  const polls = data ? sortedPolls(data.poll_setup) : [];
  const hasRoom = Boolean(data?.platform_integration);
  const askToDelete = (poll: PollQuestion) => {
    setDeleteError(null);
    setDeleting(poll);
  };
  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await remove.mutateAsync({ lessonId, pollId: deleting._id });
      // The row leaves as the dialog closes, not a moment later.
      await refreshLesson();
      show(`${deleting.name} was deleted`, 'success');
      setDeleting(null);
    } catch (error) {
      // The dialog stays open and says why, in the server's words.
      setDeleteError(error instanceof Error ? error.message : String(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <PageFrame path={PATHS.zoomDetail} title="Zoom detail">
      <div>
        <BackLink to={back}>Back to Quick Lesson Management</BackLink>
      </div>

      {lesson.isError ? (
        <LoadFailure
          title="The lesson could not be loaded"
          message={lesson.error.message}
          onRetry={() => void lesson.refetch()}
        />
      ) : data ? (
        <>
          <LessonFacts lesson={data} />
          <MeetingFacts
            integration={data.platform_integration}
            onCopied={(copied) => show(copied ? 'Copied' : COPY_FAILED, copied ? 'success' : 'error')}
          />
          {/* Zoom polls run in the meeting: without a room there is nothing to attach questions to (README). */}
          {hasRoom ? (
            <Panel
              title="Poll questions"
              actions={
                canManagePoll ? (
                  <Button onClick={() => setDialog({ mode: 'add' })} onPointerEnter={preloadPollForm} onFocus={preloadPollForm}>
                    Add Question
                  </Button>
                ) : null
              }
            >
              <PollTable
                polls={polls}
                canManage={canManagePoll}
                onEdit={(poll) => setDialog({ mode: 'edit', poll })}
                onDelete={askToDelete}
                onPreload={preloadPollForm}
              />
            </Panel>
          ) : null}
        </>
      ) : (
        <LoadingBlock label="Loading the lesson…" />
      )}

      {dialog && data && canManagePoll
        ? renderPollForm({
            lessonId,
            poll: dialog.mode === 'edit' ? dialog.poll : undefined,
            defaultName: defaultPollName(data.poll_setup.length),
            onSaved: (poll) => {
              void refreshLesson();
              show(`${poll.name} was ${dialog.mode === 'edit' ? 'saved' : 'added'}`, 'success');
            },
            onClose: closeDialog,
          })
        : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        message="The question is removed from this lesson's Zoom poll. This cannot be undone."
        confirmLabel="Delete"
        tone="danger"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      >
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
      </ConfirmDialog>
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}
