import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { Checkbox, DateInput, PasswordField, Select, TextArea, TextField } from './text-field';
import { renderWithTheme } from './test-utils';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error: aria-invalid and the message in its description', () => {
    renderWithTheme(<TextField label="Email" hint="Work address" error="You have entered an invalid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('You have entered an invalid email Work address');
  });

  it('forwards its ref to the input, as react-hook-form needs', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField ref={ref} label="Name" name="name" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(<TextField label="Search classes" hideLabel placeholder="Search by class name" />);
    expect(screen.getByRole('textbox', { name: 'Search classes' })).toHaveAttribute('placeholder', 'Search by class name');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle button', async () => {
    const { user } = renderWithTheme(<PasswordField label="New password" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the form it sits in', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('other fields', () => {
  it('labels a textarea, a select, a checkbox and a date input', async () => {
    const { user } = renderWithTheme(
      <>
        <TextArea label="Remark" error="Please enter a reason for canceling the allocation" />
        <Select label="Status" placeholder="Any" options={[{ value: 'PAID', label: 'Paid' }]} />
        <Checkbox label="Confirm and proceed" />
        <DateInput label="Birthday" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveAccessibleDescription(
      'Please enter a reason for canceling the allocation',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
    await user.click(screen.getByText('Confirm and proceed'));
    expect(screen.getByRole('checkbox', { name: 'Confirm and proceed' })).toBeChecked();
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
  });
});
