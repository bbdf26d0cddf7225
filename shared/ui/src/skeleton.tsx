import styled, { css, keyframes } from 'styled-components';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/**
 * The loading pulse. Opacity, which the compositor animates on its own, rather than a gradient sliding across each
 * bar, which restyled and repainted every bar on every frame: a list's skeleton is a couple of hundred bars, and that
 * work blocked the page while its rows arrived (issue 20's blocking time). Still for those who ask for less motion.
 */
export const skeletonPulse = css`
  animation: ${pulse} 0.8s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Bar = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Lines = styled.span<{ $still: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  ${({ $still }) => ($still ? null : skeletonPulse)}
`;

export interface SkeletonProps {
  /** 'text' draws `lines` bars of text height; 'block' draws one box of `height`. */
  variant?: 'text' | 'block';
  lines?: number;
  /** CSS width; the last of several text lines is shorter, as a paragraph's is. */
  width?: string;
  /** CSS height of a block. */
  height?: string;
  className?: string;
  /** Inside something that pulses already (a table's loading row): one animation for the row, not one per bar. */
  still?: boolean;
}

/** A placeholder that pulses, hidden from assistive technology: a LoadingBlock or aria-busy says "loading". */
export function Skeleton({ variant = 'text', lines = 1, width = '100%', height = '80px', className, still = false }: SkeletonProps) {
  if (variant === 'block') {
    return (
      <Lines aria-hidden="true" className={className} $still={still}>
        <Bar $width={width} $height={height} $radius="6px" />
      </Lines>
    );
  }
  return (
    <Lines aria-hidden="true" className={className} $still={still}>
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} $width={lines > 1 && i === lines - 1 ? '60%' : width} $height="0.9em" $radius="4px" />
      ))}
    </Lines>
  );
}

const Block = styled.div<{ $fill: boolean }>`
  display: flex;
  align-items: ${({ $fill }) => ($fill ? 'flex-start' : 'center')};
  justify-content: center;
  /* A whole screen's stand-in fills the window: the footer below it stays out of sight instead of jumping down when
     the screen, taller than the window, replaces it (issue 20: layout shift). */
  min-height: ${({ $fill }) => ($fill ? '100vh' : 'auto')};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface LoadingBlockProps {
  /** What a screen reader hears; shown as text too when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Stands in for a whole screen: as tall as the window. */
  fill?: boolean;
  className?: string;
}

/** A loading area that announces itself politely (role="status"). */
export function LoadingBlock({ label = 'Loading…', showLabel = false, fill = false, className }: LoadingBlockProps) {
  return (
    <Block role="status" className={className} $fill={fill}>
      <Spinner size={20} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Block>
  );
}
