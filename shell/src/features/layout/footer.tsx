import styled from 'styled-components';

const Bar = styled.footer`
  grid-area: footer;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  return <Bar>© {new Date().getFullYear()} Back Office. All rights reserved.</Bar>;
}
