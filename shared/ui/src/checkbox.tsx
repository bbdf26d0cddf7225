import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldRoot, useFieldIds, type FieldTextProps } from './field-parts';
import { visuallyHidden } from './styles';

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
  const ids = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <FieldRoot className={className}>
      <CheckRow>
        <Box ref={ref} {...ids.control} type="checkbox" {...rest} />
        <CheckLabel htmlFor={ids.id} $hidden={hideLabel}>
          {label}
        </CheckLabel>
      </CheckRow>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
});
