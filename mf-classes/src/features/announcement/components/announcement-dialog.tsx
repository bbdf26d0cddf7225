import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_CENTRE_NAME } from '@backoffice/domain/announcement-email';
import { Button, Dialog, DialogFooterNote, LoadFailure, Stack } from '@backoffice/ui';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { useLessonAnnouncements } from '../api/get-lesson-announcements';
import { useAnnouncementSend } from '../hooks/use-announcement-send';
import { announcementBody, draftFromChanges, emptyDraft, missingForSend, type AnnouncementDraft } from '../utils/announcement-draft';
import { centreYear } from '../utils/announcement-text';
import { AnnouncementCompose, type AnnouncementTouched } from './announcement-compose';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { RecentMessages } from './recent-messages';
import { SentSummary } from './sent-summary';

/** The lesson the announcement is about, as the lesson page has it. */
export type AnnouncementLessonRef = { _id: string; name: string; class_obj: { name: string } };

export type AnnouncementDialogProps = {
  lesson: AnnouncementLessonRef;
  /** After a save that changed the lesson (the prompt's 'Yes'): the subject, the email and the SMS start from these. */
  changes?: readonly LessonChange[] | undefined;
  onClose: () => void;
};

/**
 * Make Announcement (people-records §2, §3, §4, §5, §7), full screen: Email or SMS, written beside a live preview;
 * Send (disabled until there is something to send) asks for the groups and a confirmation, then one POST per group
 * with the same request id; then 'Announcement sent' with what each group's call queued. The lesson's recent messages
 * and their status are listed under the form.
 */
export function AnnouncementDialog({ lesson, changes, onClose }: AnnouncementDialogProps) {
  const [draft, setDraft] = useState<AnnouncementDraft>(() =>
    changes && changes.length > 0 ? draftFromChanges({ name: lesson.name, className: lesson.class_obj.name }, changes) : emptyDraft(),
  );
  const [touched, setTouched] = useState<AnnouncementTouched>({});
  const info = useLessonAnnouncements(lesson._id);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  const body = useMemo(() => announcementBody(draft, lesson._id), [draft, lesson._id]);
  const { step, backToCompose, chosen, setChosen, outcomes, sending, openConfirm, confirm, results } = useAnnouncementSend(lesson._id, body);
  const missing = missingForSend(draft);
  const previewContext = useMemo(
    () => ({
      centreName: info.data?.centre_name ?? DEFAULT_CENTRE_NAME,
      classPageUrl: info.data?.class_page_url ?? '',
      year: centreYear(),
    }),
    [info.data?.centre_name, info.data?.class_page_url],
  );

  useEffect(() => {
    // Focus moves to the outcome: the confirmation that had it is gone.
    if (step === 'sent') sentHeading.current?.focus();
  }, [step]);

  const change = (next: Partial<AnnouncementDraft>, field?: keyof AnnouncementTouched) => {
    setDraft((previous) => ({ ...previous, ...next }));
    if (field) setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  };

  const footer =
    step === 'sent' ? (
      <Button onClick={onClose}>Done</Button>
    ) : (
      <>
        <DialogFooterNote role="status">{missing.length > 0 ? `To send: ${missing.join(' · ')}` : ''}</DialogFooterNote>
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button onClick={openConfirm} disabled={missing.length > 0 || sending}>
          Send
        </Button>
      </>
    );

  return (
    <Dialog
      open
      fullScreen
      title={step === 'sent' ? 'Announcement sent' : 'Make Announcement'}
      description={`${lesson.name} · ${lesson.class_obj.name}`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!sending}
      footer={footer}
    >
      <Stack gap="xl">
        {info.isError ? (
          <LoadFailure
            title="The groups and recent messages of this lesson could not be loaded"
            message={info.error.message}
            onRetry={() => void info.refetch()}
            retrying={info.isFetching}
          />
        ) : null}

        {step === 'sent' ? (
          <SentSummary ref={sentHeading} type={draft.type} results={results} />
        ) : (
          <AnnouncementCompose
            draft={draft}
            touched={touched}
            change={change}
            sending={sending}
            previewLoading={info.isPending}
            previewContext={previewContext}
          />
        )}

        <RecentMessages query={info} />
      </Stack>

      {step === 'confirm' ? (
        <ConfirmSendDialog
          type={draft.type}
          reach={info.data?.reach ?? null}
          chosen={chosen}
          onChosenChange={setChosen}
          outcomes={outcomes}
          sending={sending}
          onConfirm={() => void confirm()}
          onCancel={backToCompose}
        />
      ) : null}
    </Dialog>
  );
}
