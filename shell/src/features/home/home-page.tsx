import { Link } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '@backoffice/domain/paths';
import { useCan, useCurrentUser } from '@backoffice/session';
import { Page } from '@backoffice/ui';
import { NAV_ITEMS, type NavItem } from '../layout/nav-items';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function Section({ item }: { item: NavItem }) {
  const allowed = useCan(item.path);
  if (!allowed) return null;
  return (
    <li>
      <Card to={item.path}>
        <strong>{item.label}</strong>
        {item.description}
      </Card>
    </li>
  );
}

/** Home and catch-all (spec §2): the sections the signed-in role may open. */
export function HomePage() {
  const user = useCurrentUser();
  return (
    <Page title={`Welcome, ${user?.name ?? ''}`} subtitle="The sections you can open">
      <Grid>
        {NAV_ITEMS.filter((item) => item.path !== PATHS.home).map((item) => (
          <Section key={item.path} item={item} />
        ))}
      </Grid>
    </Page>
  );
}
