import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds, type FieldTextProps } from './field-parts';

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
  const ids = useFieldIds(idProp, hint, error, ariaDescribedBy);
  return (
    <FieldFrame className={className} ids={ids} label={label} hideLabel={hideLabel} required={rest.required} hint={hint} error={error}>
      <NativeSelect
        ref={ref}
        {...ids.control}
        $invalid={ids.invalid}
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
    </FieldFrame>
  );
});
