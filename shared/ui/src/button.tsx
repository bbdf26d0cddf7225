import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';
import type { Space } from './theme';

/** 'inverse' is for buttons on the primary colour (the header): white text, and a darker, never lighter, hover. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $square?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.primaryContrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  // White on the primary colour is 6.4:1 and on its hover shade 8.6:1; a light hover (the ghost's) made the header's
  // white text vanish (1.1:1). An open menu's trigger (Radix sets data-state) looks hovered.
  inverse: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primaryContrast};
    &:hover:not(:disabled),
    &[data-state='open'] {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
} as const;

const paddings: Record<ButtonSize, Space> = {
  sm: 'sm',
  md: 'lg',
  lg: 'xl',
};

const Base = styled.button<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => theme.controlHeights[$size]};
  ${({ $square, $size, theme }) =>
    $square
      ? css`
          width: ${theme.controlHeights[$size]};
          padding: 0;
        `
      : css`
          padding: 0 ${theme.space[paddings[$size]]};
        `}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : undefined)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    /* The blue ring would be lost on the blue header: there it is white. */
    outline: 2px solid ${({ theme, $variant }) => ($variant === 'inverse' ? theme.colors.primaryContrast : theme.colors.focus)};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label stays so the button keeps its name and width. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label, decorative (the label names the button). */
  startIcon?: ReactNode;
}

/** Defaults to type="button": a button inside a form submits only when the screen says so with type="submit". */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth, startIcon, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <Base
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={14} /> : startIcon ? <span aria-hidden="true">{startIcon}</span> : null}
      {children}
    </Base>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', type = 'button', title, children, ...rest },
  ref,
) {
  return (
    <Base ref={ref} type={type} aria-label={label} title={title ?? label} $variant={variant} $size={size} $square {...rest}>
      <span aria-hidden="true">{children}</span>
    </Base>
  );
});
