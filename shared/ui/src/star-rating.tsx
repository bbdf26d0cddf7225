import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 1px;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
  white-space: nowrap;
`;

/** A filled star in amber (4.6:1 on white); an empty one outlined in the strong border colour. */
const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.borderStrong)};
`;

/** '1 star', '4 stars'. */
export function starsText(value: number): string {
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}

export interface StarRatingProps {
  /** A whole rating from 0 to `max`. */
  value: number;
  max?: number;
  /** What a screen reader hears instead of the stars; by default '4 out of 5 stars'. */
  label?: string;
  /** The stars' size in px. */
  size?: number;
  className?: string;
}

/**
 * A rating as stars, with its text equivalent for screen readers (the stars themselves are hidden from them): the
 * shapes, not only their colour, tell filled from empty.
 */
export function StarRating({ value, max = 5, label, size = 16, className }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <Stars $size={size} className={className}>
      <span aria-hidden="true">
        {Array.from({ length: max }, (_, i) => (
          <Star key={i} $on={i < filled}>
            {i < filled ? '★' : '☆'}
          </Star>
        ))}
      </span>
      <VisuallyHidden>{label ?? `${filled} out of ${max} stars`}</VisuallyHidden>
    </Stars>
  );
}
