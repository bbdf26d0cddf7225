import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Button, IconButton } from './button';
import { CloseIcon } from './icons';
import { media } from './theme';
import { useReturnFocus } from './use-return-focus';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  /* On the dialogs' own layer, not under it: a dialog opened over another (a confirmation over a full-screen dialog)
     portals its overlay after the first dialog, so at the same z-index the DOM order dims the first one too. */
  z-index: ${({ theme }) => theme.zIndices.dialog};
  animation: ${fadeIn} 120ms ease-out;
`;

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '800px' };

const Content = styled(RadixDialog.Content)<{ $fullScreen: boolean; $size: DialogSize }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${fadeIn} 120ms ease-out;

  ${({ $fullScreen, $size, theme }) =>
    $fullScreen
      ? css`
          inset: 0;
          width: 100%;
          height: 100%;
        `
      : css`
          top: 50%;
          left: 50%;
          transform: translate(-50%, -50%);
          /* On a tablet the dialog keeps a margin and scrolls inside instead of overflowing the screen. */
          width: calc(100vw - ${theme.space.xl});
          max-width: ${widths[$size]};
          max-height: calc(100dvh - ${theme.space.xxl});
          border-radius: ${theme.radii.lg};
        `}

  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div<{ $withClose: boolean }>`
  display: flex;
  align-items: flex-start;
  /* With a ×, the right padding leaves room for it in the corner. */
  padding: ${({ theme, $withClose }) => `${theme.space.lg} ${$withClose ? '56px' : theme.space.lg} ${theme.space.sm} ${theme.space.lg}`};
  ${media.tablet} {
    padding: ${({ theme, $withClose }) =>
      `${theme.space.xl} ${$withClose ? '64px' : theme.space.xl} ${theme.space.md} ${theme.space.xl}`};
  }
`;

const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    top: ${({ theme }) => theme.space.md};
    right: ${({ theme }) => theme.space.md};
  }
`;

const Headings = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl} ${theme.space.lg}`};
  }
  &:empty {
    display: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;

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
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
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
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** E.g. until a required reason is typed. */
  confirmDisabled?: boolean;
  /** The confirmed action is running: confirm shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /** 'danger' for destructive actions such as cancelling an allocation or deleting a poll. */
  tone?: 'primary' | 'danger';
  /** Extra content under the message, e.g. the cancel remark field. */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmDisabled = false,
  busy = false,
  tone = 'primary',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={confirmDisabled} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
