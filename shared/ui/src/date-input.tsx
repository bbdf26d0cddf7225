import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-input';

export type DateInputProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A labelled native date input; its value is the browser's 'YYYY-MM-DD' day string. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(props, ref) {
  return <TextField ref={ref} type="date" {...props} />;
});
