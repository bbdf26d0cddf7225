import styled from 'styled-components';
import { Button } from '@backoffice/ui';
import { clearOverrides, type RemoteOverrides } from './dev-override';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warningSubtle};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Always visible while a remote is overridden, so nobody mistakes a developer's build for the deployed one. */
export function DevOverrideBanner({ overrides }: { overrides: RemoteOverrides }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Banner role="status">
      <strong>Development override:</strong>
      {entries.map(([name, url]) => (
        <span key={name}>
          {name} → {url}
        </span>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          clearOverrides(window.sessionStorage);
          window.location.assign(window.location.pathname);
        }}
      >
        Reset
      </Button>
    </Banner>
  );
}
