import styled from 'styled-components';
import type { DetailItem } from '../utils/profile-details';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** Labelled facts in columns that fit the dialog's width. */
export function ProfileFacts({ items, label }: { items: readonly DetailItem[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <Term>{item.label}</Term>
          <Value>{item.value}</Value>
        </div>
      ))}
    </List>
  );
}
