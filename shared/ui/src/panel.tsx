import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { spreadRow } from './styles';
import { media } from './theme';

/** A plain raised surface. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** An h2 that also names the panel's region, e.g. 'Birthday Students'. */
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A Card with a titled header; a titled panel is a named region a screen-reader user can jump to. */
export function Panel({ title, actions, children, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={title ? titleId : undefined} {...rest}>
      {title || actions ? (
        <Header>
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      {children}
    </Card>
  );
}
