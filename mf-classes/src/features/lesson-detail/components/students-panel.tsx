import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@backoffice/api-client';
import { LESSON_STUDENT_PAGE_SIZE, type LessonDetail, type LessonStudent } from '@backoffice/domain/classes';
import { TEXT_MAX } from '@backoffice/domain/text';
import { countOf } from '@backoffice/domain/plural';
import { Alert, ConfirmDialog, ListCount, LoadFailure, Pager, pageRange, Panel, Stack, Tabs, TextField, useDebouncedValue } from '@backoffice/ui';
import { useLessonStudents } from '../api/get-lesson-students';
import { useRemoveStudent } from '../api/remove-student';
import { StudentsTable } from './students-table';

/** The search asks the server once typing pauses this long (people-records §9's quick-filter debounce). */
export const STUDENT_SEARCH_DEBOUNCE_MS = 500;

const Search = styled.div`
  max-width: 420px;
`;

type StudentsPanelProps = {
  lesson: LessonDetail;
  canManage: boolean;
  notify: (message: string, severity?: 'success' | 'error') => void;
};

/**
 * The Students tab (people-records §2): its count, a search by name or email (server side, debounced), 20 a page, and
 * per row Remove with a confirmation for a user with canManage. The trial-student and video-student tabs exist in the
 * data but are not shown (spec).
 */
export function StudentsPanel({ lesson, canManage, notify }: StudentsPanelProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts on its first page, without first asking for
  // the old page number of the new search.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const students = useLessonStudents(lesson._id, q, page);
  const count = students.data?.count ?? 0;
  const rows = students.data?.data ?? [];
  const loading = students.isPending || (students.isFetching && students.isPlaceholderData);
  const { from, to } = pageRange(page, LESSON_STUDENT_PAGE_SIZE, count);

  const [removing, setRemoving] = useState<LessonStudent | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useRemoveStudent(lesson._id);
  const confirmRemove = () => {
    if (!removing) return;
    setRemoveError(null);
    remove.mutate(removing._id, {
      onSuccess: () => {
        notify(`${removing.name} was removed from the lesson`, 'success');
        // The last student of a later page leaves: show the page before rather than an empty one.
        if (rows.length === 1 && page > 1) setPage(page - 1);
        setRemoving(null);
      },
      onError: (error) => setRemoveError(isApiError(error) ? error.firstMessage : error.message),
    });
  };

  const content = (
    <Stack gap="md">
      <Search>
        <TextField
          type="search"
          label="Search students"
          placeholder="Search by name or email"
          autoComplete="off"
          // The server takes a search of at most TEXT_MAX.search characters; more would find nothing anyway.
          maxLength={TEXT_MAX.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Search>
      {students.isError ? (
        <LoadFailure
          title="The students could not be loaded"
          message={students.error.message}
          onRetry={() => void students.refetch()}
        />
      ) : null}
      {!loading && !students.isError && count > 0 ? (
        <ListCount from={from} to={to} total={countOf(count, 'student')} />
      ) : null}
      <StudentsTable
        students={rows}
        loading={loading}
        emptyMessage={q ? 'No student matches that name or email' : 'This lesson has no students yet'}
        onRemove={
          canManage
            ? (student) => {
                setRemoveError(null);
                setRemoving(student);
              }
            : undefined
        }
      />
      <Pager page={page} count={count} pageSize={LESSON_STUDENT_PAGE_SIZE} onPageChange={setPage} label="Student pages" />
    </Stack>
  );

  return (
    <Panel>
      <Tabs label="Lesson participants" items={[{ value: 'student', label: `Students (${lesson.student_counts.student})`, content }]} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove student"
        message={removing ? `Remove ${removing.name} (${removing.email}) from ${lesson.name}?` : ''}
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
      >
        {removeError ? <Alert tone="error">{removeError}</Alert> : null}
      </ConfirmDialog>
    </Panel>
  );
}
