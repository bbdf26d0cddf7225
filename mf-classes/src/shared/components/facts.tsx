import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Labelled facts in a grid (a class's overview, a lesson's summary): `<Facts><Fact><dt/><dd/></Fact></Facts>`. */
export const Facts = styled.dl<{ $minColumn?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $minColumn = 160 }) => $minColumn}px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** The heading above a rich-text description. */
export const DescriptionTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The badges above a facts grid (Completed, Ended, Inactive...). */
export const FactBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A facts grid from label and value pairs, in that order. */
export function FactList({ facts, minColumn }: { facts: ReadonlyArray<readonly [label: string, value: ReactNode]>; minColumn?: number }) {
  return (
    <Facts $minColumn={minColumn}>
      {facts.map(([label, value]) => (
        <Fact key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}
