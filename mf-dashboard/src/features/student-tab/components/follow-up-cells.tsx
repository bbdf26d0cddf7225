import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DASHBOARD_MESSAGES, LESSON_NOTE_MAX, type StudentLessonRow } from '@backoffice/domain/dashboard';
import { Alert, Button, Checkbox, Stack, TextArea } from '@backoffice/ui';
import { useFollowUp, useResolveConsultation, useSaveNote } from '../api/follow-up';
import { formatStamp, isChecked } from '../utils/report-cells';
import { useCheckboxWrite } from '../../../shared/hooks/use-checkbox-write';

const NoteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 200px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  min-width: 160px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * The Action checkbox (back-office §4): ticks lesson_meta.checked. While the write is on its way the box is disabled,
 * so a double click sends one write; a failure says so and the box shows what the server holds.
 */
export function ActionCheckbox({ lesson }: { lesson: StudentLessonRow }) {
  const followUp = useFollowUp();
  const box = useCheckboxWrite(isChecked(lesson.lesson_meta), (checked, settled) =>
    followUp.mutate(
      { lessonId: lesson._id, checked },
      { onSuccess: (answer) => settled(isChecked(answer.lesson_meta)), onError: () => settled(null) },
    ),
  );
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Action taken on ${lesson.name}`}
        hideLabel
        checked={box.checked}
        disabled={box.waiting}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
      />
      {followUp.isError ? <Muted role="alert">Not saved: {followUp.error.message}</Muted> : null}
    </Stack>
  );
}

/**
 * The note to the teacher, shown once the lesson is actioned. Saving replaces any earlier note; the server records
 * when and by whom, and the note written shows after a refresh, as the spec's message says.
 */
export function NoteBox({ lesson }: { lesson: StudentLessonRow }) {
  const saveNote = useSaveNote();
  const [note, setNote] = useState('');
  const statusId = useId();
  if (!isChecked(lesson.lesson_meta)) return <Muted>—</Muted>;
  return (
    <NoteForm
      aria-label={`Note to the teacher of ${lesson.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (saveNote.isPending) return;
        saveNote.mutate({ lessonId: lesson._id, note: note.trim() });
      }}
    >
      <TextArea
        label="Write a note"
        hideLabel
        rows={2}
        maxLength={LESSON_NOTE_MAX}
        value={note}
        placeholder="Write a note to the teacher"
        aria-describedby={statusId}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={saveNote.isPending} disabled={note.trim() === ''}>
          Save note
        </Button>
      </div>
      <div id={statusId} role="status">
        {saveNote.isSuccess ? <Muted>{DASHBOARD_MESSAGES.noteSaved}</Muted> : null}
      </div>
      {saveNote.isError ? <Alert tone="error">{saveNote.error.message}</Alert> : null}
    </NoteForm>
  );
}

/** Notes written: the note, and who wrote it when. */
export function NotesWritten({ lesson }: { lesson: StudentLessonRow }) {
  const { notes, notes_editor: editor, notes_timeStamp: at } = lesson.lesson_meta;
  if (!notes) return <Muted>—</Muted>;
  return (
    <div>
      <Note>{notes}</Note>
      <Muted>
        {editor ?? 'Someone'}, {formatStamp(at)}
      </Muted>
    </div>
  );
}

/** Resolved on an open immediate consultation: one write; a double click or another tab's tick changes nothing more. */
export function ResolveCheckbox({ lesson }: { lesson: StudentLessonRow }) {
  const resolve = useResolveConsultation();
  const sent = useRef(false);
  const resolved = Boolean(lesson.lesson_meta.resolvedTimeStamp) || resolve.isPending || resolve.isSuccess;
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Resolved: ${lesson.name}`}
        hideLabel
        checked={resolved}
        disabled={resolved}
        onChange={() => {
          if (sent.current) return;
          sent.current = true;
          resolve.mutate({ lessonId: lesson._id }, { onError: () => (sent.current = false) });
        }}
      />
      {resolve.isError ? <Muted role="alert">Not saved: {resolve.error.message}</Muted> : null}
    </Stack>
  );
}
