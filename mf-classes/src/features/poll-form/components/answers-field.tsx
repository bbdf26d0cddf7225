import { useEffect, useId, useRef, type Ref } from 'react';
import styled from 'styled-components';
import { POLL_MAX_ANSWERS, POLL_MIN_ANSWERS, type PollChoice } from '@backoffice/domain/polls';
import { Button, Checkbox, CloseIcon, FormSection, IconButton, TextField, VisuallyHidden } from '@backoffice/ui';
import { removeAnswer, toggleCorrect } from '../utils/poll-form';

const Fieldset = styled(FormSection)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The answer box grows; 'Correct' and the remove button (or the room it would take) sit at its end, on its line. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto 40px;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const CorrectBox = styled(Checkbox)`
  padding-bottom: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

type AnswersFieldProps = {
  choice: PollChoice;
  option: readonly string[];
  answerIndex: readonly number[];
  onChange: (next: { option: string[]; answer_index: number[] }) => void;
  /** The message about the answers as a whole ('At least 2 answers required'). */
  error?: string;
  /** Per box (e.g. too long). */
  boxErrors?: ReadonlyArray<string | undefined>;
  /** About the correct answers ('A correct answer cannot be empty'). */
  correctError?: string;
  /** The form library's handle on the first box, so a failed check can move focus there. */
  firstBoxRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/**
 * The answer boxes (back-office §5): two always there and required; 'Add answer' adds more up to POLL_MAX_ANSWERS,
 * each of which is optional and can be removed. Each box has a 'Correct' checkbox; for a single choice question ticking
 * one unticks the other.
 */
export function AnswersField({
  choice,
  option,
  answerIndex,
  onChange,
  error,
  boxErrors = [],
  correctError,
  firstBoxRef,
  disabled = false,
}: AnswersFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = useRef<number | null>(null);
  const correct = new Set(answerIndex);

  // After 'Add answer' or a removal, focus goes to the new box, or the box that took the removed one's place.
  useEffect(() => {
    if (focusBox.current === null) return;
    boxes.current[Math.min(focusBox.current, option.length - 1)]?.focus();
    focusBox.current = null;
  }, [option.length]);

  const setText = (index: number, text: string) =>
    onChange({ option: option.map((value, i) => (i === index ? text : value)), answer_index: [...answerIndex] });
  const add = () => {
    focusBox.current = option.length;
    onChange({ option: [...option, ''], answer_index: [...answerIndex] });
  };
  const remove = (index: number) => {
    focusBox.current = index;
    onChange(removeAnswer({ option: [...option], answer_index: [...answerIndex] }, index));
  };

  return (
    <Fieldset aria-describedby={[error || correctError ? errorId : null, hintId].filter(Boolean).join(' ')} disabled={disabled} legend="Answers" size="field">
      <Note id={hintId}>
        The first {POLL_MIN_ANSWERS} answers are required, the others optional. Tick the correct{' '}
        {choice === 'single' ? 'answer' : 'answers'}.
      </Note>
      {option.map((text, index) => {
        const n = index + 1;
        return (
          <Row key={index}>
            <TextField
              ref={(node) => {
                boxes.current[index] = node;
                if (index === 0 && firstBoxRef) {
                  if (typeof firstBoxRef === 'function') firstBoxRef(node);
                  else firstBoxRef.current = node;
                }
              }}
              label={`Answer ${n}`}
              required={index < POLL_MIN_ANSWERS}
              autoComplete="off"
              value={text}
              error={boxErrors[index]}
              onChange={(event) => setText(index, event.target.value)}
            />
            <CorrectBox
              label={
                <>
                  Correct<VisuallyHidden> answer {n}</VisuallyHidden>
                </>
              }
              checked={correct.has(index)}
              onChange={(event) =>
                onChange({ option: [...option], answer_index: toggleCorrect(answerIndex, index, event.target.checked, choice) })
              }
            />
            {index >= POLL_MIN_ANSWERS ? (
              <IconButton label={`Remove answer ${n}`} onClick={() => remove(index)}>
                <CloseIcon size={16} />
              </IconButton>
            ) : (
              <span />
            )}
          </Row>
        );
      })}
      {error || correctError ? (
        <div id={errorId}>
          {error ? <ErrorText>{error}</ErrorText> : null}
          {correctError ? <ErrorText>{correctError}</ErrorText> : null}
        </div>
      ) : null}
      <AddRow>
        <Button variant="secondary" size="sm" onClick={add} disabled={option.length >= POLL_MAX_ANSWERS}>
          Add answer
        </Button>
        <Note>
          {option.length} of {POLL_MAX_ANSWERS} answers
        </Note>
      </AddRow>
    </Fieldset>
  );
}
