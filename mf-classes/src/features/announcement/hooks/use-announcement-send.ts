import { useState } from 'react';
import { LESSON_STUDENT_GROUPS, type LessonStudentGroup } from '@backoffice/domain/enums';
import type { AnnouncementResult } from '@backoffice/domain/announcements';
import { useSendAnnouncement, type GroupOutcome } from '../api/send-announcement';
import { announcementKey, newRequestId, requestsFor, type AnnouncementBody } from '../utils/announcement-draft';

/**
 * One Confirm's sends: its request id and what each group's call did. The id is kept, and with it the groups already
 * sent, for as long as the announcement stays the same; a changed announcement gets a new id on its next Confirm. The
 * dialog closing forgets it.
 */
type Attempt = { key: string; requestId: string; outcomes: Partial<Record<LessonStudentGroup, GroupOutcome>> };

export type AnnouncementStep = 'compose' | 'confirm' | 'sent';

/**
 * Make Announcement's sending: the step shown, the groups chosen, one POST per group with the same request id, and a
 * retry that sends only the groups not sent yet.
 */
export function useAnnouncementSend(lessonId: string, body: AnnouncementBody) {
  const [step, setStep] = useState<AnnouncementStep>('compose');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [chosen, setChosen] = useState<LessonStudentGroup[]>([]);
  const send = useSendAnnouncement(lessonId);
  const key = announcementKey(body);
  const current = attempt?.key === key ? attempt : null;

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

  return {
    step,
    backToCompose: () => setStep('compose'),
    chosen,
    setChosen,
    outcomes: current?.outcomes ?? {},
    sending: send.isPending,
    openConfirm,
    confirm,
    results,
  };
}

function sentResult(outcome: GroupOutcome | undefined): AnnouncementResult | null {
  return outcome && 'result' in outcome ? outcome.result : null;
}
