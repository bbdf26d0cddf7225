import styled from 'styled-components';

/** A thin bar above the header: the development override (warning) and a released section (info) both use it. */
export const StatusBar = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSubtle : theme.colors.infoSubtle)};
  border-bottom: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.info)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
