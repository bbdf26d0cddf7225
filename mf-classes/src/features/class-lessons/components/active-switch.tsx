import styled from 'styled-components';

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 34px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.borderStrong)};
  transition: background-color 120ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '16px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 120ms ease;
  }
`;

const Label = styled.span`
  min-width: 52px;
  text-align: left;
`;

type ActiveSwitchProps = {
  on: boolean;
  /** Names the switch's subject for screen readers, e.g. the lesson. */
  subject: string;
  busy?: boolean;
  onToggle: () => void;
};

/**
 * The lesson's Active/Inactive toggle: a switch whose words say the current state. Its name is 'Active: {subject}',
 * given whole as aria-label: built from the visible word and a visually hidden part, Chromium read it 'Active , …'
 * (the two parts are separate boxes, so it puts a space between them).
 */
export function ActiveSwitch({ on, subject, busy = false, onToggle }: ActiveSwitchProps) {
  const state = on ? 'Active' : 'Inactive';
  return (
    <Root
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${state}: ${subject}`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onToggle}
    >
      <Track $on={on} aria-hidden="true" />
      <Label>{state}</Label>
    </Root>
  );
}
