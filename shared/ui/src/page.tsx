import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spreadRow } from './styles';
import { media } from './theme';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.md};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageProps {
  /** The screen's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title, e.g. the 'Back to class list' link. */
  breadcrumb?: ReactNode;
  /** Beside the title, e.g. 'Add New Class'; wraps below it on a narrow screen. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Page({ title, subtitle, breadcrumb, actions, children, className }: PageProps) {
  return (
    <Root className={className}>
      {breadcrumb ? <div>{breadcrumb}</div> : null}
      <Header>
        <Titles>
          <Title>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Titles>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {children}
    </Root>
  );
}
