import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@backoffice/ui';
import { useSectionInView } from './use-section-in-view';

export type DialogSection = { id: string; title: string; content: ReactNode };

const Layout = styled.div<{ $withNav: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  /* The links beside the form on a wide screen, above it on a tablet held upright. */
  grid-template-columns: ${({ $withNav }) => ($withNav ? 'minmax(160px, 200px) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  align-self: start;
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: 900px) {
    /* Above the form, it scrolls away with it: pinned, it would cover the section a link has just scrolled to. */
    position: static;
    ul {
      flex-direction: row;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    }
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: underline;
  }
  /* The section in view. */
  a[aria-current='location'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  min-width: 0;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: ${({ theme }) => theme.space.md};
  /* A long form: the browser lays out and paints only the sections near the view (their size remembered once seen). */
  content-visibility: auto;
  contain-intrinsic-size: auto 600px;
  h3 {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

type SectionLayoutProps = {
  /** Names the list of links ('Sections of the form'). */
  label: string;
  sections: readonly DialogSection[];
  /** Students get the Show/Hide Navigation toggle (people-records §2); a tutor's form always shows its links. */
  togglable?: boolean;
  headingPrefix: string;
};

/**
 * The dialog's sections, each a titled region, with a list of links to them (people-records §2 "with anchor links").
 * A link scrolls its section into view and moves the focus to its title, without touching the address: the page's
 * own query (tab, search, page) must stay what it is while the dialog is open.
 */
export function SectionLayout({ label, sections, togglable = false, headingPrefix }: SectionLayoutProps) {
  const [shown, setShown] = useState(true);
  const navShown = !togglable || shown;
  const idOf = (section: DialogSection) => `${headingPrefix}-${section.id}`;
  const inView = useSectionInView(sections.map(idOf), navShown);

  const go = (event: MouseEvent<HTMLAnchorElement>, section: DialogSection) => {
    event.preventDefault();
    const heading = document.getElementById(`${idOf(section)}-title`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      {togglable ? (
        <Toolbar>
          <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
            {shown ? 'Hide Navigation' : 'Show Navigation'}
          </Button>
        </Toolbar>
      ) : null}
      <Layout $withNav={navShown}>
        {navShown ? (
          <Nav aria-label={label}>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${idOf(section)}`}
                    aria-current={inView === idOf(section) ? 'location' : undefined}
                    onClick={(event) => go(event, section)}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </Nav>
        ) : null}
        <Sections>
          {sections.map((section) => (
            <Section key={section.id} id={idOf(section)} aria-labelledby={`${idOf(section)}-title`}>
              <h3 id={`${idOf(section)}-title`} tabIndex={-1}>
                {section.title}
              </h3>
              {section.content}
            </Section>
          ))}
        </Sections>
      </Layout>
    </>
  );
}
