import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog, Dialog } from './dialog';
import { renderWithTheme } from './test-utils';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add new allocation</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Create New Allocation"
        fullScreen
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <label>
          Student email
          <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens, is named by its title, and closes with Escape, returning focus', async () => {
    const { user } = renderWithTheme(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Add new allocation' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Create New Allocation' });
    expect(dialog).toBeInTheDocument();
    // Focus lands on the first field, not on the × in the corner.
    expect(screen.getByRole('textbox', { name: 'Student email' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while tabbing', async () => {
    const { user } = renderWithTheme(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Add new allocation' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its close button', async () => {
    const { user } = renderWithTheme(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Add new allocation' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is described by its description', () => {
    renderWithTheme(
      <Dialog open onOpenChange={() => {}} title="Delete poll" description="This cannot be undone.">
        body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete poll' })).toHaveAccessibleDescription('This cannot be undone.');
  });
});

describe('ConfirmDialog', () => {
  function ConfirmHarness({ busy = false, onConfirm = () => {} }: { busy?: boolean; onConfirm?: () => void }) {
    const [open, setOpen] = useState(true);
    const [remark, setRemark] = useState('');
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel allocation"
        message="The student loses these lessons."
        confirmLabel="Cancel allocation"
        cancelLabel="Keep"
        tone="danger"
        confirmDisabled={remark.trim() === ''}
        busy={busy}
        onConfirm={onConfirm}
      >
        <label>
          Remark
          <input value={remark} onChange={(e) => setRemark(e.target.value)} />
        </label>
      </ConfirmDialog>
    );
  }

  it('enables confirm only when allowed, then confirms', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithTheme(<ConfirmHarness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel allocation' });
    expect(dialog).toHaveAccessibleDescription('The student loses these lessons.');
    const confirm = screen.getByRole('button', { name: 'Cancel allocation' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'Parent asked');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with the cancel button', async () => {
    const { user } = renderWithTheme(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed while busy and marks confirm busy', async () => {
    const { user } = renderWithTheme(<ConfirmHarness busy />);
    const confirm = screen.getByRole('button', { name: 'Cancel allocation' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
