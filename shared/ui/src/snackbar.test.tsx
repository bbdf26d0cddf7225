import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { SNACKBAR_HIDE_MS, Snackbar, useSnackbar } from './snackbar';
import { renderWithTheme } from './test-utils';

function Harness({ severity }: { severity?: 'info' | 'success' | 'error' }) {
  const [open, setOpen] = useState(true);
  return <Snackbar open={open} message="Class saved" severity={severity} onClose={() => setOpen(false)} />;
}

function HookHarness() {
  const { snackbar, show } = useSnackbar();
  return (
    <>
      <Button onClick={() => show('Class deactivated', 'success')}>Deactivate</Button>
      <Snackbar {...snackbar} />
    </>
  );
}

describe('Snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows spec §9: auto-hide after 3000 ms', () => {
    expect(SNACKBAR_HIDE_MS).toBe(3000);
  });

  it('hides itself after 3000 ms and not before', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('Class saved');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Class saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Class saved')).not.toBeInTheDocument();
  });

  it('is an alert for errors', () => {
    renderWithTheme(<Harness severity="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Class saved');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithTheme(<Harness />, { user: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Class saved')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over it', async () => {
    const { user } = renderWithTheme(<Harness />, { user: { advanceTimers: jest.advanceTimersByTime } });
    await user.hover(screen.getByText('Class saved'));
    act(() => jest.advanceTimersByTime(SNACKBAR_HIDE_MS * 2));
    expect(screen.getByText('Class saved')).toBeInTheDocument();
    await user.unhover(screen.getByText('Class saved'));
    act(() => jest.advanceTimersByTime(SNACKBAR_HIDE_MS));
    expect(screen.queryByText('Class saved')).not.toBeInTheDocument();
  });

  it('useSnackbar shows a message and restarts the timer when it is shown again', async () => {
    const { user } = renderWithTheme(<HookHarness />, { user: { advanceTimers: jest.advanceTimersByTime } });
    expect(screen.queryByText('Class deactivated')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Class deactivated');
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Class deactivated')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Class deactivated')).not.toBeInTheDocument();
  });
});
