import * as RadixDialog from '@radix-ui/react-dialog';
import { Fragment, useContext, type ReactNode } from 'react';
import { IconButton } from './button';
import { Body, CloseSlot, Content, Description, Footer, Header, Headings, Overlay, Title, type DialogSize } from './dialog-parts';
import { DialogWarmUpContext } from './dialog-warm-up';
import { CloseIcon } from './icons';
import { useReturnFocus } from './use-return-focus';

export type { DialogSize } from './dialog-parts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Covers the whole viewport, for long forms such as 'Create New Allocation'. */
  fullScreen?: boolean;
  size?: DialogSize;
  /** Actions along the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** False hides the × button (the dialog still closes with Escape unless `dismissible` is false). */
  showClose?: boolean;
  /** False keeps the dialog open on Escape and outside clicks, e.g. while a save is in flight. */
  dismissible?: boolean;
  /** Label of the × button. */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape closes it, focus returns to what opened it,
 * and the rest of the page is hidden from assistive technology meanwhile.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  fullScreen = false,
  size = 'md',
  footer,
  showClose = true,
  dismissible = true,
  closeLabel = 'Close',
  children,
}: DialogProps) {
  // Radix returns focus to its Dialog.Trigger, and our dialogs are opened by the caller's own buttons (or menu items).
  const returnFocus = useReturnFocus();
  // Warming up, the dialog is rendered hidden where it stands (see DialogWarmUpContext).
  const Portal = useContext(DialogWarmUpContext) ? Fragment : RadixDialog.Portal;
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <Portal>
        <Overlay />
        <Content
          $fullScreen={fullScreen}
          $size={size}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          // Without a description Radix expects this to be undefined explicitly, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header $withClose={showClose}>
            <Headings>
              <Title>{title}</Title>
              {description ? (
                // A div, not Radix's <p>, so a message may hold block content.
                <Description asChild>
                  <div>{description}</div>
                </Description>
              ) : null}
            </Headings>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
          {/* Last in the DOM though drawn top right: Radix focuses the first focusable element on open, which should
              be the first field (or Cancel in a ConfirmDialog), not ×. */}
          {showClose ? (
            <CloseSlot>
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} disabled={!dismissible}>
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            </CloseSlot>
          ) : null}
        </Content>
      </Portal>
    </RadixDialog.Root>
  );
}
