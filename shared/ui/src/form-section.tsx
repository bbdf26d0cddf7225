import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { RequiredMark } from './field-parts';

const Fieldset = styled.fieldset<{ $size: FormSectionSize }>`
  ${({ $size, theme }) =>
    $size === 'section' ? `display: flex; flex-direction: column; gap: ${theme.space.md};` : ''}
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $size: FormSectionSize }>`
  padding: 0;
  margin-bottom: ${({ theme, $size }) => ($size === 'section' ? theme.space.sm : theme.space.xs)};
  font-size: ${({ theme, $size }) => ($size === 'section' ? theme.fontSizes.lg : theme.fontSizes.sm)};
  font-weight: ${({ theme, $size }) => ($size === 'section' ? theme.fontWeights.bold : theme.fontWeights.medium)};
`;

/** 'section': a part of a form titled like a heading, its fields in a column. 'field': a group set like one field. */
export type FormSectionSize = 'section' | 'field';

export interface FormSectionProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'title'> {
  /** The legend: what the group is called, and so the fieldset's accessible name. */
  legend: ReactNode;
  /** Adds the required star to the legend (for the eye; the controls inside say it to assistive technology). */
  required?: boolean;
  size?: FormSectionSize;
}

/**
 * A fieldset without a frame of its own, named by its legend: a section of a form ('Dates', 'Payment'), or, with
 * size 'field', controls under one name (radios, checkboxes) set like a field's label.
 */
export function FormSection({ legend, required, size = 'section', children, ...rest }: FormSectionProps) {
  return (
    <Fieldset $size={size} {...rest}>
      <Legend $size={size}>
        {legend}
        {required ? <RequiredMark /> : null}
      </Legend>
      {children}
    </Fieldset>
  );
}
