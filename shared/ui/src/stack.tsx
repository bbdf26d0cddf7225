import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Space } from './theme';

interface StyleProps {
  $direction: 'row' | 'column';
  $gap: Space;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const Flex = styled.div<StyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'row' | 'column';
  /** A step of the theme's spacing scale. */
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Rows wrap by default, so toolbars fold onto two lines on a tablet instead of overflowing. */
  wrap?: boolean;
  children?: ReactNode;
}

export function Stack({ direction = 'column', gap = 'md', align, justify, wrap, children, ...rest }: StackProps) {
  return (
    <Flex $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap ?? direction === 'row'} {...rest}>
      {children}
    </Flex>
  );
}
