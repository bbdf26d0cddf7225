import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { IconButton } from './button';
import { MoreIcon } from './icons';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in red, for destructive actions such as 'Deactivate'. */
  danger?: boolean;
}

const Content = styled(RadixMenu.Content)`
  min-width: 180px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.menu};
`;

const Item = styled(RadixMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  user-select: none;
  outline: none;

  /* Radix moves real focus to the highlighted item; this is its visible mark for mouse and keyboard alike. */
  &[data-highlighted] {
    background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSubtle : theme.colors.primarySubtle)};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface MenuProps {
  items: readonly MenuItem[];
  /**
   * The accessible name of the default ⋮ trigger, e.g. 'Actions for Maths P6'. Name each row's trigger after its row:
   * a list of buttons all called 'Actions' is useless to a screen-reader user.
   */
  label: string;
  /**
   * A custom trigger, e.g. the header's account button. It must be a focusable element that forwards its ref and
   * spreads its props (Button and IconButton do).
   */
  trigger?: ReactElement;
  align?: 'start' | 'center' | 'end';
  /** Controlled open state; leave out to let the menu manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A dropdown menu on Radix: Enter, Space or ArrowDown opens it, arrows move, Escape closes and returns focus. */
export function Menu({ items, label, trigger, align = 'end', open, onOpenChange }: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // An item's action runs once the menu has closed and focus is back on the trigger. Run at once, an action that
  // opens a Dialog would have the dialog remember the vanishing menu item as the place to return focus to.
  const pending = useRef<(() => void) | null>(null);
  return (
    // Not modal: a modal menu whose item opens a Dialog can leave `pointer-events: none` on the body (a known Radix
    // interplay); Escape, outside clicks and focus return still work.
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild ref={triggerRef}>
        {trigger ?? (
          <IconButton label={label}>
            <MoreIcon />
          </IconButton>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          onCloseAutoFocus={(event) => {
            const action = pending.current;
            if (!action) return;
            pending.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            action();
          }}
        >
          {items.map((item) => (
            <Item
              key={item.label}
              disabled={item.disabled}
              onSelect={() => {
                pending.current = item.onSelect;
              }}
              $danger={item.danger}
            >
              {item.label}
            </Item>
          ))}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
