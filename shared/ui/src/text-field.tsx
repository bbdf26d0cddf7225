import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { EyeIcon, EyeOffIcon } from './icons';
import { visuallyHidden } from './styles';

/* Shared pieces ------------------------------------------------------------------------------------------------- */

interface FieldTextProps {
  /** The visible label, tied to the control with htmlFor/id. */
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box whose placeholder already says what to type. */
  hideLabel?: boolean;
  /** Helper text under the control, part of its accessible description. */
  hint?: ReactNode;
  /** Error text; when set the control is aria-invalid and the text is part of its accessible description. */
  error?: ReactNode;
}

function useFieldIds(idProp: string | undefined, hint: ReactNode, error: ReactNode, describedBy: string | undefined) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The error goes first so it is what a screen reader reads right after the label.
  const ids = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: ids || undefined, invalid: Boolean(error) };
}

const Root = styled.div`
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

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const controlStyles = css<{ $invalid: boolean }>`
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

const Input = styled.input<{ $invalid: boolean; $withEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ $withEnd }) => ($withEnd ? '44px' : undefined)};
`;

const ControlRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const EndSlot = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;

function FieldLabel({ htmlFor, label, hideLabel, required }: { htmlFor: string; label: ReactNode; hideLabel?: boolean; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor} $hidden={hideLabel}>
      {label}
      {/* The control's own `required` tells assistive technology; the star is for the eye. */}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </Label>
  );
}

function FieldMessages({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error: ReactNode; errorId?: string }) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}

/* TextField ------------------------------------------------------------------------------------------------------ */

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldTextProps {
  /** Content inside the right end of the input, e.g. a toggle button. */
  endAdornment?: ReactNode;
}

/** A labelled input. Forwards its ref to the <input>, so react-hook-form's `register` works as is. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, endAdornment, id: idProp, className, type = 'text', 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <Root className={className}>
      <FieldLabel htmlFor={id} label={label} hideLabel={hideLabel} required={rest.required} />
      <ControlRow>
        <Input
          ref={ref}
          id={id}
          type={type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
          $withEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment ? <EndSlot>{endAdornment}</EndSlot> : null}
      </ControlRow>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Root>
  );
});

/* PasswordField -------------------------------------------------------------------------------------------------- */

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle (spec §2 Profile: "a show/hide toggle"). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers would otherwise spell-check or auto-capitalise a password shown as text.
      spellCheck={false}
      autoCapitalize="off"
      disabled={disabled}
      endAdornment={
        <ToggleButton
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          title={visible ? 'Hide password' : 'Show password'}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
      {...rest}
    />
  );
});

/* DateInput ------------------------------------------------------------------------------------------------------ */

export type DateInputProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A labelled native date input; its value is the browser's 'YYYY-MM-DD' day string. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(props, ref) {
  return <TextField ref={ref} type="date" {...props} />;
});

/* TextArea ------------------------------------------------------------------------------------------------------- */

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldTextProps {}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hideLabel, hint, error, id: idProp, className, rows = 3, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <Root className={className}>
      <FieldLabel htmlFor={id} label={label} hideLabel={hideLabel} required={rest.required} />
      <Area
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        $invalid={invalid}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Root>
  );
});

/* Select --------------------------------------------------------------------------------------------------------- */

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space.xxl};
  appearance: none;
  /* A chevron drawn in CSS, since appearance: none drops the native one. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>, FieldTextProps {
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'Choose a class'. */
  placeholder?: string;
}

/** A labelled native <select>: the platform's own keyboard handling and mobile pickers come for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel, hint, error, id: idProp, className, options, placeholder, children, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <Root className={className}>
      <FieldLabel htmlFor={id} label={label} hideLabel={hideLabel} required={rest.required} />
      <NativeSelect
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        $invalid={invalid}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Root>
  );
});

/* Checkbox ------------------------------------------------------------------------------------------------------- */

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeights.sm};
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const CheckLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldTextProps {}

/** A native checkbox with its label beside it (the whole label is the click target). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hideLabel, hint, error, id: idProp, className, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <Root className={className}>
      <CheckRow>
        <Box
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <CheckLabel htmlFor={id} $hidden={hideLabel}>
          {label}
        </CheckLabel>
      </CheckRow>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Root>
  );
});
