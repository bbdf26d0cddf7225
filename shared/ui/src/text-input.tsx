import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds, type FieldTextProps } from './field-parts';

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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldTextProps {
  /** Content inside the right end of the input, e.g. a toggle button. */
  endAdornment?: ReactNode;
}

/** A labelled input. Forwards its ref to the <input>, so react-hook-form's `register` works as is. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, endAdornment, id: idProp, className, type = 'text', 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <FieldFrame className={className} ids={ids} label={label} hideLabel={hideLabel} required={rest.required} hint={hint} error={error}>
      <ControlRow>
        <Input
          ref={ref}
          {...ids.control}
          type={type}
          $invalid={ids.invalid}
          $withEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment ? <EndSlot>{endAdornment}</EndSlot> : null}
      </ControlRow>
    </FieldFrame>
  );
});
