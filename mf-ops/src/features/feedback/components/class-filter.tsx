import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { TEXT_MAX } from '@backoffice/domain/text';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { FeedbackClassOption } from '@backoffice/domain/feedback';
import { Button, SearchRow, Select, TextField } from '@backoffice/ui';
import { useFeedbackClassLessons } from '../api/get-class-lessons';
import { feedbackClassSearchOptions } from '../api/search-classes';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Outcome = styled.p<{ $error: boolean }>`
  min-height: ${({ theme }) => theme.lineHeights.body}em;
  margin-top: -${({ theme }) => theme.space.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The class search's outcome, said under the field. */
type Found = { q: string; classes: FeedbackClassOption[]; count: number };

type ClassFilterProps = {
  classId: string | null;
  lessonId: string | null;
  onClassChange: (classId: string | null) => void;
  onLessonChange: (lessonId: string | null) => void;
};

/** 'Maths P6', or 'Physics (inactive)'. */
const classLabel = (option: FeedbackClassOption) => (option.is_active ? option.name : `${option.name} (inactive)`);

/**
 * The class, then a lesson of that class (spec §2): the class is searched by name (case-insensitive; Search is disabled
 * on empty text), one match is chosen at once, several fill the Class list to choose from. The lesson list holds the
 * class's lessons that have feedback, latest first.
 */
export function ClassFilter({ classId, lessonId, onClassChange, onLessonChange }: ClassFilterProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const classSelect = useRef<HTMLSelectElement>(null);
  const lessons = useFeedbackClassLessons(classId);
  const q = text.trim();

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first search is out asks nothing more.
    if (!q || searching) return;
    setSearching(true);
    setError(null);
    try {
      const result = await queryClient.fetchQuery(feedbackClassSearchOptions(q));
      setFound({ q, classes: result.data, count: result.count });
      if (result.data.length === 1) onClassChange(result.data[0]!._id);
      else if (result.data.length > 1) classSelect.current?.focus();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSearching(false);
    }
  };

  const options = [{ value: '', label: 'All classes' }, ...(found?.classes ?? []).map((c) => ({ value: c._id, label: classLabel(c) }))];
  // The chosen class stays a choice after another search, or when the page opened from an address.
  if (classId && !options.some((option) => option.value === classId)) {
    options.push({ value: classId, label: lessons.data?.class.name ?? 'The chosen class' });
  }
  const lessonOptions = [
    { value: '', label: classId ? 'All lessons' : 'Choose a class first' },
    ...(lessons.data?.data ?? []).map((lesson) => ({
      value: lesson._id,
      label: `${lesson.name} · ${dayjs(lesson.scheduled_on).tz(getCentreTimezone()).format('DD-MM-YYYY')} (${lesson.feedback_count})`,
    })),
  ];
  if (lessonId && !lessonOptions.some((option) => option.value === lessonId)) {
    lessonOptions.push({ value: lessonId, label: lessons.isPending ? 'The chosen lesson' : 'A lesson without feedback' });
  }

  const outcome =
    error ??
    (found === null
      ? ''
      : found.count === 0
        ? EMPTY_STATES.noClassMatch
        : found.count === 1
          ? `1 class found: ${found.classes[0]?.name ?? ''}`
          : found.count > found.classes.length
            ? `${found.count} classes found, the first ${found.classes.length} listed under Class: type more of the name`
            : `${found.count} classes found: choose one under Class`);

  return (
    <>
      <SearchRow as="form" role="search" aria-label="Find a class" onSubmit={onSearch} $fieldMaxWidth="420px">
        <TextField
          label="Class name"
          type="search"
          placeholder="Search by class name"
          autoComplete="off"
          // The server takes a search of at most TEXT_MAX.search characters.
          maxLength={TEXT_MAX.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!q} loading={searching}>
          Search
        </Button>
      </SearchRow>
      {/* Always there, one line high: the lists below do not move when it fills, and it is announced when it does. */}
      <Outcome role="status" $error={error !== null}>
        {outcome}
      </Outcome>
      <Pickers>
        <Select
          ref={classSelect}
          label="Class"
          value={classId ?? ''}
          options={options}
          onChange={(event) => onClassChange(event.target.value || null)}
        />
        <Select
          label="Lesson"
          value={lessonId ?? ''}
          options={lessonOptions}
          disabled={!classId}
          onChange={(event) => onLessonChange(event.target.value || null)}
        />
      </Pickers>
    </>
  );
}
