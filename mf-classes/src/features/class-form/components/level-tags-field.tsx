import { useId } from 'react';
import styled from 'styled-components';
import { CLASS_MESSAGES } from '@backoffice/domain/classes';
import { LEVEL_LABELS, PLAIN_LEVEL_TAGS } from '@backoffice/domain/levels';
import { Button, CloseIcon, FormSection, IconButton, PlainList, Select, VisuallyHidden } from '@backoffice/ui';
import {
  SCHOOL_LEVELS,
  addLevelTag,
  canRemoveLevelTag,
  isSchoolLevel,
  parseLevelTag,
  removeLevelTag,
  replaceLevelTag,
  withLevel,
  withYear,
  yearsOf,
  type LevelChoice,
} from '../utils/level-tags';

/** Level | Year | remove, on one line down to a tablet held upright. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(80px, 1fr) ${({ theme }) => theme.controlHeights.md};
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type LevelTagsFieldProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The class's levels (spec §3, §5): each tag is a level and, for a school level, a year from 1 to that level's maximum
 * (a choice list, so never out of range or fractional). Changing the level clamps the year; the first tag has no
 * remove button; 'Add level' copies the last tag, or starts with Primary 1.
 */
export function LevelTagsField({ value, onChange, error, disabled = false }: LevelTagsFieldProps) {
  const errorId = useId();
  return (
    // Titled like the form's sections around it: the levels are a section of their own.
    <FormSection legend="Levels" required aria-describedby={error ? errorId : undefined} disabled={disabled}>
      {value.length === 0 ? <Note>No level yet. Add at least one.</Note> : null}
      <PlainList ordered gap="sm">
        {value.map((tag, index) => {
          const parsed = parseLevelTag(tag);
          const n = index + 1;
          const years = parsed ? yearsOf(parsed.level) : [];
          return (
            // Tags may repeat while being edited; the position is what identifies a row.
            <Row key={index}>
              <Select
                label={
                  <>
                    Level<VisuallyHidden> {n}</VisuallyHidden>
                  </>
                }
                value={parsed?.level ?? ''}
                placeholder={parsed ? undefined : `Choose a level (was “${tag}”)`}
                error={parsed ? undefined : CLASS_MESSAGES.levelInvalid}
                onChange={(event) => onChange(replaceLevelTag(value, index, withLevel(tag, event.target.value as LevelChoice)))}
              >
                <optgroup label="School levels (with a year)">
                  {SCHOOL_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Others">
                  {PLAIN_LEVEL_TAGS.map((level) => (
                    <option key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </option>
                  ))}
                </optgroup>
              </Select>
              {parsed && isSchoolLevel(parsed.level) ? (
                <Select
                  label={
                    <>
                      Year<VisuallyHidden> of level {n}</VisuallyHidden>
                    </>
                  }
                  value={String(parsed.year)}
                  options={years.map((year) => ({ value: String(year), label: String(year) }))}
                  onChange={(event) => onChange(replaceLevelTag(value, index, withYear(tag, Number(event.target.value))))}
                />
              ) : (
                <span />
              )}
              {canRemoveLevelTag(value, index) ? (
                <IconButton label={`Remove level ${n}`} onClick={() => onChange(removeLevelTag(value, index))}>
                  <CloseIcon />
                </IconButton>
              ) : (
                <span />
              )}
            </Row>
          );
        })}
      </PlainList>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange(addLevelTag(value))}>
          Add level
        </Button>
      </div>
    </FormSection>
  );
}
