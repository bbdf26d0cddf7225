import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_CENTRE_NAME, LESSON_STUDENT_GROUPS, type AnnouncementResult, type LessonStudentGroup } from '@backoffice/domain';
import { Button, Dialog, LoadingBlock, Stack, media } from '@backoffice/ui';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { useLessonAnnouncements } from '../api/get-lesson-announcements';
import { useSendAnnouncement, type GroupOutcome } from '../api/send-announcement';
import {
  announcementBody,
  announcementKey,
  draftFromChanges,
  emptyDraft,
  missingForSend,
  newRequestId,
  requestsFor,
  type AnnouncementDraft,
  type AnnouncementType,
} from '../utils/announcement-draft';
import { centreYear } from '../utils/announcement-text';
import { ChannelSwitch } from './channel-switch';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { EmailFields } from './email-fields';
import { EmailPreview } from './email-preview';
import { Columns, Section, SectionTitle } from './layout';
import { RecentMessages } from './recent-messages';
import { SentSummary } from './sent-summary';
import { SmsFields } from './sms-fields';
import { SmsPreview } from './sms-preview';
import { LoadFailure } from '../../../shared/components/load-failure';

const FooterNote = styled.p`
  margin-right: auto;
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Beside the form, the preview stays in view while a long text scrolls. */
const Preview = styled(Section)`
  ${media.desktop} {
    position: sticky;
    top: 0;
  }
`;

/** The lesson the announcement is about, as the lesson page has it. */
export type AnnouncementLessonRef = { _id: string; name: string; class_obj: { name: string } };

export type AnnouncementDialogProps = {
  lesson: AnnouncementLessonRef;
  /** After a save that changed the lesson (the prompt's 'Yes'): the subject, the email and the SMS start from these. */
  changes?: readonly LessonChange[] | undefined;
  onClose: () => void;
};

/**
 * One Confirm's sends: its request id and what each group's call did. The id is kept, and with it the groups already
 * sent, for as long as the announcement stays the same; a changed announcement gets a new id on its next Confirm. The
 * dialog closing forgets it.
 */
type Attempt = { key: string; requestId: string; outcomes: Partial<Record<LessonStudentGroup, GroupOutcome>> };

type Step = 'compose' | 'confirm' | 'sent';
type Touched = Partial<Record<'subject' | 'content' | 'buttonText' | 'sms', boolean>>;

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
  const [touched, setTouched] = useState<Touched>({});
  const [step, setStep] = useState<Step>('compose');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [chosen, setChosen] = useState<LessonStudentGroup[]>([]);
  const info = useLessonAnnouncements(lesson._id);
  const send = useSendAnnouncement(lesson._id);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  const body = useMemo(() => announcementBody(draft, lesson._id), [draft, lesson._id]);
  const key = announcementKey(body);
  const current = attempt?.key === key ? attempt : null;
  const missing = missingForSend(draft);
  const sending = send.isPending;
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

  const change = (next: Partial<AnnouncementDraft>, field?: keyof Touched) => {
    setDraft((previous) => ({ ...previous, ...next }));
    if (field) setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  };

  const openConfirm = () => {
    // A new announcement starts with no group chosen; a retry of the same one keeps the choice.
    if (!current) setChosen([]);
    setStep('confirm');
  };

  const confirm = async () => {
    const run: Attempt = current ?? { key, requestId: newRequestId(), outcomes: {} };
    const groups = chosen.filter((group) => !sentResult(run.outcomes[group]));
    const outcomes = await send.mutateAsync(requestsFor(body, groups, run.requestId));
    const next: Attempt = { ...run, outcomes: { ...run.outcomes } };
    for (const outcome of outcomes) next.outcomes[outcome.group] = outcome;
    setAttempt(next);
    if (chosen.every((group) => sentResult(next.outcomes[group]))) setStep('sent');
  };

  const results: AnnouncementResult[] =
    step === 'sent' && current
      ? LESSON_STUDENT_GROUPS.map((group) => sentResult(current.outcomes[group])).filter((result): result is AnnouncementResult => !!result)
      : [];

  const footer =
    step === 'sent' ? (
      <Button onClick={onClose}>Done</Button>
    ) : (
      <>
        <FooterNote role="status">{missing.length > 0 ? `To send: ${missing.join(' · ')}` : ''}</FooterNote>
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
          <Columns>
            <Section aria-label="Announcement">
              <ChannelSwitch value={draft.type} onChange={(type: AnnouncementType) => change({ type })} disabled={sending} />
              {/* Both stay mounted so switching loses nothing; only the chosen one shows and is sent. */}
              <div hidden={draft.type !== 'email'}>
                <EmailFields draft={draft} touched={touched} onChange={change} disabled={sending} />
              </div>
              <div hidden={draft.type !== 'sms'}>
                <SmsFields draft={draft} touched={Boolean(touched.sms)} onChange={(sms) => change({ sms }, 'sms')} disabled={sending} />
              </div>
            </Section>
            <Preview aria-label="Preview">
              <SectionTitle>Preview</SectionTitle>
              {info.isPending ? (
                <LoadingBlock label="Loading the preview…" />
              ) : draft.type === 'email' ? (
                <EmailPreview draft={draft} context={previewContext} />
              ) : (
                <SmsPreview text={draft.sms} sender={previewContext.centreName} />
              )}
            </Preview>
          </Columns>
        )}

        <RecentMessages query={info} />
      </Stack>

      {step === 'confirm' ? (
        <ConfirmSendDialog
          type={draft.type}
          reach={info.data?.reach ?? null}
          chosen={chosen}
          onChosenChange={setChosen}
          outcomes={current?.outcomes ?? {}}
          sending={sending}
          onConfirm={() => void confirm()}
          onCancel={() => setStep('compose')}
        />
      ) : null}
    </Dialog>
  );
}

function sentResult(outcome: GroupOutcome | undefined): AnnouncementResult | null {
  return outcome && 'result' in outcome ? outcome.result : null;
}
