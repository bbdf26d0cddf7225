import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './button';
import { CloseIcon } from './icons';

/** Spec §9: "Snackbar auto-hide is 3000 ms". */
export const SNACKBAR_HIDE_MS = 3000;

export type SnackbarSeverity = 'info' | 'success' | 'error';

const slideUp = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.xl};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.snackbar};
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  pointer-events: none;
`;

const Toast = styled.div<{ $severity: SnackbarSeverity }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid
    ${({ theme, $severity }) =>
      $severity === 'error' ? theme.colors.danger : $severity === 'success' ? theme.colors.success : theme.colors.info};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideUp} 160ms ease-out;

  button {
    color: inherit;
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  /** Called when the time is up or the close button is pressed; the caller sets open to false. */
  onClose: () => void;
  severity?: SnackbarSeverity;
  /** Change it to restart the timer when the same message is shown again (useSnackbar does). */
  showId?: number;
  closeLabel?: string;
}

/**
 * A short message at the bottom of the screen that hides itself after SNACKBAR_HIDE_MS. The timer pauses while the
 * pointer is over it or focus is inside it, so nobody loses a message they are reading or about to close.
 * Announced politely (role="status"), errors assertively (role="alert").
 */
export function Snackbar({ open, message, onClose, severity = 'info', showId, closeLabel = 'Close' }: SnackbarProps) {
  // Callers usually pass a new arrow function each render; a ref keeps that from restarting the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(() => onCloseRef.current(), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open, paused, message, severity, showId]);

  useEffect(() => {
    if (!open) {
      setHovered(false);
      setFocused(false);
    }
  }, [open]);

  const toast = (
    <Toast
      $severity={severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span>{message}</span>
      <IconButton label={closeLabel} size="sm" onClick={() => onCloseRef.current()}>
        <CloseIcon size={16} />
      </IconButton>
    </Toast>
  );
  // Both live regions stay in the page and the message is put into one: screen readers announce content added to an
  // existing live region reliably, but often miss a live region that appears together with its content.
  return (
    <Region>
      <div role="status">{open && severity !== 'error' ? toast : null}</div>
      <div role="alert">{open && severity === 'error' ? toast : null}</div>
    </Region>
  );
}

interface SnackbarState {
  open: boolean;
  message: ReactNode;
  severity: SnackbarSeverity;
  showId: number;
}

/** State for one Snackbar: `const { snackbar, show } = useSnackbar(); … <Snackbar {...snackbar} />`. */
export function useSnackbar() {
  const [state, setState] = useState<SnackbarState>({ open: false, message: '', severity: 'info', showId: 0 });
  const show = useCallback((message: ReactNode, severity: SnackbarSeverity = 'info') => {
    setState((s) => ({ open: true, message, severity, showId: s.showId + 1 }));
  }, []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const snackbar: SnackbarProps = useMemo(() => ({ ...state, onClose: hide }), [state, hide]);
  return { snackbar, show, hide };
}
