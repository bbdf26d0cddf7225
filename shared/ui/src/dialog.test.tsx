import { act, screen } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
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

/**
 * A dialog whose code loads on demand, as the screens do it: a loading dialog first, then the real one. The loading
 * dialog had focus and is gone when the real one opens, so what had focus then is the page's body.
 */
function LazyDialogHarness({ load }: { load: Promise<{ default: ComponentType<{ onClose: () => void }> }> }) {
  const [open, setOpen] = useState(false);
  const [Loaded] = useState(() => lazy(() => load));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Student</Button>
      {open ? (
        <Suspense fallback={<Dialog open onOpenChange={() => setOpen(false)} title="Add Student" />}>
          <Loaded onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

describe('Dialog loaded on demand', () => {
  it('returns focus to its opener after Escape the first time, when a loading dialog came before it', async () => {
    let resolve!: (module: { default: ComponentType<{ onClose: () => void }> }) => void;
    const load = new Promise<{ default: ComponentType<{ onClose: () => void }> }>((r) => (resolve = r));
    const { user } = renderWithTheme(<LazyDialogHarness load={load} />);
    const opener = screen.getByRole('button', { name: 'Add Student' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Add Student' })).toBeInTheDocument();

    await act(async () => {
      resolve({
        default: ({ onClose }) => (
          <Dialog open onOpenChange={(next) => (next ? undefined : onClose())} title="Add Student">
            <label>
              Emails
              <input />
            </label>
          </Dialog>
        ),
      });
      await load;
    });
    await screen.findByRole('textbox', { name: 'Emails' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
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
