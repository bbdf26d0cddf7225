import styled from 'styled-components';

const Names = styled.span`
  display: block;
  min-width: 110px;
`;

/** The customer service or sales admin names of a row, each once, or a dash. */
export function StaffNamesCell({ names }: { names: readonly string[] }) {
  return <Names>{names.length > 0 ? names.join(', ') : '—'}</Names>;
}
