import styled from 'styled-components';
import { EyeIcon } from '@backoffice/ui';
import { useOpenProfile, type ProfileTarget } from './open-profile';

/** A student's name on a line of its own that opens their profile, the eye icon after the name's last word. */
const ProfileLink = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  /* Names stacked in one cell are 21px tall: 4px apart, each keeps the 24px of clear space a pointer needs (WCAG 2.5.8,
     axe's target-size). */
  & + & {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  & svg {
    margin-left: ${({ theme }) => theme.space.xs};
    vertical-align: -2px;
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The name, its last word kept on one line with the eye icon so the icon never wraps alone. */
function NameWithEye({ name }: { name: string }) {
  const cut = name.trimEnd().lastIndexOf(' ');
  return (
    <>
      {cut > 0 ? name.slice(0, cut + 1) : null}
      <NoWrap>
        {cut > 0 ? name.slice(cut + 1) : name}
        <EyeIcon size={16} />
      </NoWrap>
    </>
  );
}

/**
 * A student's name that opens their profile dialog ('View the profile of {name}'), preloading it when pointed at or
 * focused; the plain name where no dialog is on offer. Every dashboard table names students this way.
 */
export function StudentNameButton({ student }: { student: ProfileTarget }) {
  const opener = useOpenProfile();
  if (!opener) return <>{student.name}</>;
  return (
    <ProfileLink
      type="button"
      aria-label={`View the profile of ${student.name}`}
      onClick={() => opener.open(student)}
      onPointerEnter={() => opener.preload(student)}
      onFocus={() => opener.preload(student)}
    >
      <NameWithEye name={student.name} />
    </ProfileLink>
  );
}
