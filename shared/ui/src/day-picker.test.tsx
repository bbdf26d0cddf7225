import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DayPicker, shiftDay } from './day-picker';
import { renderWithTheme } from './test-utils';

function Harness({ initial, disabled }: { initial: string; disabled?: boolean }) {
  const [day, setDay] = useState(initial);
  return <DayPicker value={day} onChange={setDay} showToday today="2025-03-15" disabled={disabled} label="Report day" />;
}

const dateBox = () => screen.getByLabelText('Report day');

describe('shiftDay', () => {
  it('crosses month and year ends and leap days', () => {
    expect(shiftDay('2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftDay('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2025-02-28', 1)).toBe('2025-03-01');
  });

  it('refuses what is not a calendar day', () => {
    expect(shiftDay('', 1)).toBeUndefined();
    expect(shiftDay('2025-02-30', 1)).toBeUndefined();
    expect(shiftDay('15-03-2025', 1)).toBeUndefined();
  });
});

describe('DayPicker', () => {
  it('moves a day back and forward, and jumps to today', async () => {
    const { user } = renderWithTheme(<Harness initial="2025-03-01" />);
    expect(dateBox()).toHaveValue('2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Prev Day' }));
    expect(dateBox()).toHaveValue('2025-02-28');
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(dateBox()).toHaveValue('2025-03-02');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(dateBox()).toHaveValue('2025-03-15');
  });

  it('takes a day typed into the date box', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<DayPicker value="2025-03-01" onChange={onChange} />);
    const box = screen.getByLabelText('Date');
    await user.clear(box);
    expect(onChange).not.toHaveBeenCalled();
    // A browser's date box hands over whole days; jsdom's cannot be typed into one key at a time.
    fireEvent.change(box, { target: { value: '2025-04-09' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-04-09');
  });

  it('works from the keyboard', async () => {
    const { user } = renderWithTheme(<Harness initial="2025-03-10" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Prev Day' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dateBox()).toHaveValue('2025-03-09');
  });

  it('is wholly disabled while loading', () => {
    renderWithTheme(<Harness initial="2025-03-10" disabled />);
    expect(screen.getByRole('button', { name: 'Prev Day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    expect(dateBox()).toBeDisabled();
  });

  it('shows Today only when asked', () => {
    renderWithTheme(<DayPicker value="2025-03-10" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('stops at min and max', () => {
    renderWithTheme(<DayPicker value="2025-03-10" onChange={() => {}} min="2025-03-10" max="2025-03-10" />);
    expect(screen.getByRole('button', { name: 'Prev Day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Day' })).toBeDisabled();
  });
});
