import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { countOf } from '@backoffice/domain/plural';
import { Alert, Button, Checkbox, DateInput, LoadingBlock, ScrollList, Stack } from '@backoffice/ui';
import { useClassLessons } from '../api/get-class-lessons';
import { coverSelection, toggleLesson, type ClassLesson } from '../utils/lesson-selection';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, 'aria-invalid': invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    flex: 1 1 150px;
  }
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const when = (iso: string) => dayjs(iso).tz(getCentreTimezone()).format('ddd DD-MM-YYYY h:mm A');

/** The default window: today and the two months after it, in the centre's time zone. */
export function defaultLessonRange(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).tz(getCentreTimezone());
  return { from: today.format('YYYY-MM-DD'), to: today.add(2, 'month').format('YYYY-MM-DD') };
}

type LessonPickerProps = {
  classId: string | null;
  selected: readonly string[];
  onChange: (selected: string[], lessons: readonly ClassLesson[]) => void;
  error?: string;
};

/**
 * The class's lessons between two days, with checkboxes. The selection always covers every lesson from the earliest
 * to the latest chosen (spec §5): ticking two lessons ticks everything between them.
 */
export function LessonPicker({ classId, selected, onChange, error }: LessonPickerProps) {
  const [range, setRange] = useState(defaultLessonRange);
  const query = useClassLessons(classId, range);
  const lessons = query.data?.data;
  const countId = useId();
  const errorId = useId();

  // A lesson that left the list (another range or class) leaves the selection too.
  useEffect(() => {
    if (!lessons) return;
    const covered = coverSelection(lessons, selected);
    if (covered.join() !== selected.join()) onChange(covered, lessons);
  }, [lessons]);

  const chosen = lessons ? lessons.filter((lesson) => selected.includes(lesson._id)) : [];
  const first = chosen[0];
  const last = chosen[chosen.length - 1];
  const backwards = range.from > range.to;

  return (
    <Fieldset aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${countId} ${errorId}` : countId}>
      <Legend>Lessons</Legend>
      <Range>
        <DateInput
          label="Lessons from"
          value={range.from}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
        />
        <DateInput
          label="Lessons to"
          value={range.to}
          error={backwards ? 'To must be on or after From' : undefined}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
        />
      </Range>

      {!classId ? <p>Choose a class to see its lessons.</p> : null}
      {classId && query.isFetching && !lessons ? <LoadingBlock label="Loading lessons…" /> : null}
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      {classId && lessons && lessons.length === 0 ? <p>The class has no lessons between these days.</p> : null}

      {lessons && lessons.length > 0 ? (
        <>
          <Stack direction="row" gap="sm">
            <Button variant="secondary" size="sm" onClick={() => onChange(lessons.map((lesson) => lesson._id), lessons)}>
              Select all
            </Button>
            <Button variant="secondary" size="sm" disabled={selected.length === 0} onClick={() => onChange([], lessons)}>
              Clear
            </Button>
          </Stack>
          {/* Spec §9: lists scroll at a 300px height. */}
          <ScrollList $maxHeight="300px" aria-label="Lessons of the class">
            {lessons.map((lesson) => (
              <li key={lesson._id}>
                <Checkbox
                  label={`${lesson.name} · ${when(lesson.scheduled_on)}`}
                  checked={selected.includes(lesson._id)}
                  onChange={() => onChange(toggleLesson(lessons, selected, lesson._id), lessons)}
                />
              </li>
            ))}
          </ScrollList>
        </>
      ) : null}

      <Count id={countId} role="status">
        {chosen.length === 0
          ? 'No lessons selected'
          : `${countOf(chosen.length, 'lesson')} selected${
              first && last ? `: ${when(first.scheduled_on)} to ${when(last.scheduled_on)}` : ''
            }`}
      </Count>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
