import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  className?: string;
}

/**
 * A decorative spinner, hidden from assistive technology: whatever shows it says "loading" in words
 * (aria-busy on a button, LoadingBlock's status text).
 */
export function Spinner({ size = 16, className }: SpinnerProps) {
  return <Ring aria-hidden="true" $size={size} className={className} data-testid="spinner" />;
}
