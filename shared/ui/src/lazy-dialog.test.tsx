import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { lazyDialog } from './lazy-dialog';
import { IDLE_PRELOAD_MARK, usePreloadDialog } from './preload-dialog';
import { renderWithTheme } from './test-utils';

type FormDialogProps = { onClose: () => void };

/** A dialog module as a screen's chunk holds it: how often it was downloaded and rendered is counted. */
function dialogModule() {
  const counts = { loads: 0, renders: 0 };
  let release: () => void = () => {};
  const gate = { open: true };
  function AllocationForm({ onClose }: FormDialogProps) {
    counts.renders += 1;
    return (
      <Dialog open title="Create New Allocation" onOpenChange={(open) => (open ? undefined : onClose())}>
        <label>
          Student email
          <input />
        </label>
      </Dialog>
    );
  }
  const load = () => {
    counts.loads += 1;
    if (gate.open) return Promise.resolve(AllocationForm);
    return new Promise<typeof AllocationForm>((resolve) => (release = () => resolve(AllocationForm)));
  };
  const CreateDialog = lazyDialog(load, ({ onClose }: FormDialogProps) => ({ title: 'Create New Allocation', onClose }));
  return { CreateDialog, counts, gate, release: () => release() };
}

type Module = ReturnType<typeof dialogModule>;

/** The opener as a screen writes it: preloaded on hover and focus, and on idle once `listShown`. */
function Screen({ module, listShown = false }: { module: Module; listShown?: boolean }) {
  const { CreateDialog } = module;
  const [open, setOpen] = useState(false);
  const create = usePreloadDialog(CreateDialog.preload, {
    idle: listShown,
    warmUp: () => <CreateDialog onClose={() => {}} />,
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} {...create.openerProps}>
        Add new allocation
      </Button>
      {create.warmUp}
      {open ? <CreateDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

// jsdom's performance has no user timing: a stand-in keeping the page's marks as a browser does.
beforeAll(() => {
  let marks: Array<{ name: string; entryType: string; startTime: number }> = [];
  Object.assign(performance, {
    mark: (name: string) => void marks.push({ name, entryType: 'mark', startTime: performance.now() }),
    clearMarks: (name?: string) => void (marks = marks.filter((mark) => name !== undefined && mark.name !== name)),
    getEntriesByName: (name: string, type?: string) => marks.filter((mark) => mark.name === name && (!type || mark.entryType === type)),
  });
});
afterEach(() => performance.clearMarks(IDLE_PRELOAD_MARK));

describe('lazyDialog', () => {
  it('opens a preloaded dialog at once, without the stand-in', async () => {
    const module = dialogModule();
    await expect(module.CreateDialog.preload()).resolves.toBe(true);
    expect(module.CreateDialog.loaded).toBe(true);
    const { user } = renderWithTheme(<Screen module={module} />);

    await user.click(screen.getByRole('button', { name: 'Add new allocation' }));
    // In the same render as the click: no Suspense fallback, which React would keep at least 300 ms.
    expect(screen.getByRole('textbox', { name: 'Student email' })).toHaveFocus();
    expect(screen.queryByText('Loading Create New Allocation…')).not.toBeInTheDocument();
  });

  it('shows the stand-in while the chunk downloads, keeps what was typed when it arrives, and gives focus back on Escape', async () => {
    const module = dialogModule();
    module.gate.open = false;
    const { user, rerender } = renderWithTheme(<Screen module={module} />);
    const opener = screen.getByRole('button', { name: 'Add new allocation' });

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Create New Allocation' })).toBeInTheDocument();
    expect(screen.getByText('Loading Create New Allocation…')).toBeInTheDocument();

    await act(async () => module.release());
    const email = await screen.findByRole('textbox', { name: 'Student email' });
    await user.type(email, 'ann@example.com');
    // The screen renders again now that the chunk is in: the open dialog stays the one mounted under its Suspense
    // boundary rather than being swapped for a fresh copy (which would lose what was typed).
    rerender(<Screen module={module} />);
    expect(screen.getByRole('textbox', { name: 'Student email' })).toHaveValue('ann@example.com');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('waits for the prefetch before a preload says the dialog is ready', async () => {
    let answer: () => void = () => {};
    const prefetch = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const Ready = lazyDialog(
      () => Promise.resolve(() => <p>ready</p>),
      () => ({ title: 'Add New Class', onClose: () => {} }),
      { prefetch },
    );
    let done = false;
    const preloaded = Ready.preload().then((ok) => (done = ok));
    await act(async () => {});
    expect(Ready.loaded).toBe(true);
    expect(done).toBe(false);
    answer();
    await preloaded;
    expect(done).toBe(true);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('starts the prefetch with the download when the dialog is opened before any preload', async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    const Opened = lazyDialog(
      () => Promise.resolve(() => <p>form</p>),
      () => ({ title: 'Add New Class', onClose: () => {} }),
      { prefetch },
    );
    renderWithTheme(<Opened />);
    expect(screen.getByText('Loading Add New Class…')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('form')).toBeInTheDocument();
  });

  it('says a failed download is not ready, and tries again on the next preload', async () => {
    let fail = true;
    const Flaky = lazyDialog(
      () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>form</p>)),
      () => ({ title: 'Add New Class', onClose: () => {} }),
    );
    await expect(Flaky.preload()).resolves.toBe(false);
    expect(Flaky.loaded).toBe(false);
    fail = false;
    await expect(Flaky.preload()).resolves.toBe(true);
  });
});

describe('usePreloadDialog', () => {
  it('downloads the dialog when its opener is pointed at or focused', async () => {
    const module = dialogModule();
    renderWithTheme(<Screen module={module} />);
    expect(module.counts.loads).toBe(0);

    fireEvent.focus(screen.getByRole('button', { name: 'Add new allocation' }));
    await waitFor(() => expect(module.CreateDialog.loaded).toBe(true));
    expect(module.counts.loads).toBe(1);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Add new allocation' }));
    expect(module.counts.loads).toBe(1);
  });

  it('downloads on idle only once the screen shows its data, marks it, warms the dialog up hidden and then removes it', async () => {
    const module = dialogModule();
    const { rerender } = renderWithTheme(<Screen module={module} listShown={false} />);
    const opener = screen.getByRole('button', { name: 'Add new allocation' });
    opener.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Focus preloads too: take the count from here.
    const before = module.counts.loads;
    const marked = () => performance.getEntriesByName(IDLE_PRELOAD_MARK, 'mark').length;
    expect(marked()).toBe(0);

    rerender(<Screen module={module} listShown />);
    await waitFor(() => expect(marked()).toBe(1));
    expect(module.counts.loads).toBe(before); // already in: not downloaded twice
    // Rendered once, hidden: never a dialog anyone can see or reach, and focus stays where it was.
    await waitFor(() => expect(module.counts.renders).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument());
  });

  it('does not download on idle while the screen has not shown its data', async () => {
    const module = dialogModule();
    renderWithTheme(<Screen module={module} listShown={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(module.counts.loads).toBe(0);
    expect(performance.getEntriesByName(IDLE_PRELOAD_MARK, 'mark')).toHaveLength(0);
  });

  it('lays the hidden dialog out once inside an invisible, inert box, then hides it again before removing it', async () => {
    const module = dialogModule();
    // What a forced layout (reading offsetWidth) finds: the warm-up's dialog shown or not, and the box it is in.
    const layouts: Array<{ dialogDisplay: string; box: { visibility: string; inert: boolean } } | null> = [];
    const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
      const box = dialog?.parentElement;
      layouts.push(
        dialog && box ? { dialogDisplay: dialog.style.display, box: { visibility: box.style.visibility, inert: box.hasAttribute('inert') } } : null,
      );
      return 0;
    });
    try {
      renderWithTheme(<Screen module={module} listShown />);
      await waitFor(() => expect(module.counts.renders).toBeGreaterThan(0));
      await waitFor(() => expect(layouts).toContainEqual({ dialogDisplay: '', box: { visibility: 'hidden', inert: true } }));
      // Straight after, display:none again (no frame can paint it), and then it goes.
      expect(document.querySelector<HTMLElement>('[role="dialog"]')?.style.display ?? 'none').toBe('none');
      await waitFor(() => expect(screen.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument());
    } finally {
      offsetWidth.mockRestore();
    }
  });

  it('after the warm-up, a first open shows the form at once and gives focus back on Escape', async () => {
    const module = dialogModule();
    const { user } = renderWithTheme(<Screen module={module} listShown />);
    await waitFor(() => expect(module.counts.renders).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Add new allocation' });

    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Student email' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
