import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@backoffice/api-client';
import { ADD_STUDENTS_MAX, parseStudentEmails, type StudentLookupResult } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { Alert, Badge, Button, Dialog, PlainList, Stack, TextArea, spreadRow } from '@backoffice/ui';
import { useAddStudents } from '../api/add-students';
import { useLookupStudents } from '../api/lookup-students';
import { addableIds, lookupResultText } from '../utils/lookup-results';

const Result = styled.li`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const tone = (status: StudentLookupResult['status']) => (status === 'found' ? 'success' : status === 'already' ? 'neutral' : 'danger');

type AddStudentsDialogProps = {
  lessonId: string;
  /** After step two, with the accounts that joined. */
  onAdded: (added: UserRef[]) => void;
  onClose: () => void;
};

/**
 * Add Student (people-records §4, §5) in two steps: up to ten emails, one a line (blank lines and repeats dropped), are
 * looked up first and each reads as found, 'Already in class' or 'Not found'; then the found ones are added.
 */
export function AddStudentsDialog({ lessonId, onAdded, onClose }: AddStudentsDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<StudentLookupResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = useLookupStudents(lessonId);
  const add = useAddStudents(lessonId);
  const busy = lookup.isPending || add.isPending;
  const typed = parseStudentEmails(text).emails.length;
  const ids = results ? addableIds(results) : [];

  const find = async () => {
    setFailure(null);
    const parsed = parseStudentEmails(text);
    setProblem(parsed.error);
    if (parsed.error) return;
    try {
      setResults(await lookup.mutateAsync(parsed.emails));
    } catch (error) {
      setFailure(isApiError(error) ? error.firstMessage : String(error));
    }
  };

  const addFound = async () => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(ids);
      onAdded(answer.added);
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.firstMessage : String(error));
    }
  };

  const footer = results ? (
    <>
      <Button variant="secondary" onClick={() => setResults(null)} disabled={busy}>
        Back
      </Button>
      <Button onClick={() => void addFound()} disabled={ids.length === 0} loading={add.isPending}>
        Add {ids.length} {ids.length === 1 ? 'Student' : 'Students'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={() => void find()} disabled={typed === 0} loading={lookup.isPending}>
        Find Students
      </Button>
    </>
  );

  return (
    <Dialog
      open
      title="Add Student"
      description={results ? 'Step 2 of 2: add the students found.' : 'Step 1 of 2: find the students by email.'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      footer={footer}
    >
      <Stack gap="md">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {results ? (
          <>
            <PlainList aria-label="Students found">
              {results.map((result) => (
                <Result key={result.email}>
                  <span>{result.email}</span>
                  <Badge tone={tone(result.status)}>{lookupResultText(result)}</Badge>
                </Result>
              ))}
            </PlainList>
            <Muted role="status">
              {ids.length === 0
                ? 'None of these can be added.'
                : `${ids.length} of ${results.length} can be added to the lesson.`}
            </Muted>
          </>
        ) : (
          <TextArea
            label="Student emails"
            rows={8}
            spellCheck={false}
            autoCapitalize="off"
            hint={`One email per line, at most ${ADD_STUDENTS_MAX}; blank lines and repeats are left out. ${typed} ${
              typed === 1 ? 'email' : 'emails'
            }.`}
            error={problem ?? undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </Stack>
    </Dialog>
  );
}
