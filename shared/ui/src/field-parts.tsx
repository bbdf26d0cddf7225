// The pieces every labelled control of the form kit shares (TextField, TextArea, Select, Checkbox, DatePicker's box):
// the ids that tie a label, a hint and an error to the control, and the control's look. Not a public control itself.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from './styles';

export interface FieldTextProps {
  /** The visible label, tied to the control with htmlFor/id. */
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box whose placeholder already says what to type. */
  hideLabel?: boolean;
  /** Helper text under the control, part of its accessible description. */
  hint?: ReactNode;
  /** Error text; when set the control is aria-invalid and the text is part of its accessible description. */
  error?: ReactNode;
}

export function useFieldIds(idProp: string | undefined, hint: ReactNode, error: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The error goes first so it is what a screen reader reads right after the label.
  const ids = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  const invalid = Boolean(error);
  // What the control itself carries: its id, whether it is invalid, and what describes it.
  const control = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
  return { id, hintId, errorId, invalid, control };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

/** The star of a required field or section: the control's own `required` tells assistive technology, this the eye. */
export function RequiredMark() {
  return <Star aria-hidden="true">*</Star>;
}

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A native control's focus ring on its border box, and its disabled look. */
export const controlStateStyles = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  ${controlStateStyles}
`;

export function FieldLabel({ htmlFor, label, hideLabel, required }: { htmlFor: string; label: ReactNode; hideLabel?: boolean; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor} $hidden={hideLabel}>
      {label}
      {required ? <RequiredMark /> : null}
    </Label>
  );
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error: ReactNode; errorId?: string }) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

/**
 * A labelled control's frame: the label above, the control, then its hint and error. `ids` is useFieldIds' answer for
 * the control's id, hint and error.
 */
export function FieldFrame({
  className,
  ids,
  label,
  hideLabel,
  required,
  hint,
  error,
  children,
}: Pick<FieldTextProps, 'label' | 'hideLabel' | 'hint' | 'error'> & {
  className?: string;
  ids: { id: string; hintId?: string; errorId?: string };
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.id} label={label} hideLabel={hideLabel} required={required} />
      {children}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}
