import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Menu, type MenuItem } from './menu';
import { renderWithTheme } from './test-utils';

function classItems(handlers: { view: () => void; edit: () => void; toggle: () => void }): MenuItem[] {
  return [
    { label: 'View Lessons', onSelect: handlers.view },
    { label: 'Edit Class', onSelect: handlers.edit, disabled: true },
    { label: 'Deactivate', onSelect: handlers.toggle, danger: true },
  ];
}

describe('Menu', () => {
  it('opens from the keyboard, skips disabled items and selects with Enter', async () => {
    const handlers = { view: jest.fn(), edit: jest.fn(), toggle: jest.fn() };
    const { user } = renderWithTheme(<Menu label="Actions for Maths P6" items={classItems(handlers)} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Maths P6' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Actions for Maths P6' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Lessons' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Edit Class' })).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handlers.toggle).toHaveBeenCalledTimes(1);
    expect(handlers.edit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape without selecting', async () => {
    const handlers = { view: jest.fn(), edit: jest.fn(), toggle: jest.fn() };
    const { user } = renderWithTheme(<Menu label="Row actions" items={classItems(handlers)} />);
    screen.getByRole('button', { name: 'Row actions' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(handlers.view).not.toHaveBeenCalled();
  });

  it('takes a custom trigger and opens on click', async () => {
    const logout = jest.fn();
    const { user } = renderWithTheme(
      <Menu
        label="Account"
        trigger={<Button variant="ghost">Somchai</Button>}
        items={[
          { label: 'My Profile', onSelect: () => {} },
          { label: 'Logout', onSelect: logout },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Somchai' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('Menu with a Dialog', () => {
  function EditClassRow() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Menu label="Actions for Maths P6" items={[{ label: 'Edit Class', onSelect: () => setOpen(true) }]} />
        <Dialog open={open} onOpenChange={setOpen} title="Edit Class">
          form
        </Dialog>
      </>
    );
  }

  it('opens a dialog from an item and gives focus back to the row trigger when it closes', async () => {
    const { user } = renderWithTheme(<EditClassRow />);
    const trigger = screen.getByRole('button', { name: 'Actions for Maths P6' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Edit Class' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.pointerEvents).not.toBe('none');
  });
});
