import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds, type FieldTextProps } from './field-parts';

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
  const ids = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <FieldFrame className={className} ids={ids} label={label} hideLabel={hideLabel} required={rest.required} hint={hint} error={error}>
      <Area
        ref={ref}
        {...ids.control}
        rows={rows}
        $invalid={ids.invalid}
        {...rest}
      />
    </FieldFrame>
  );
});
