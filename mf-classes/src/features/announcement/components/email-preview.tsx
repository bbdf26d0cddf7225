import { useMemo } from 'react';
import styled from 'styled-components';
import { EMAIL_MAX_WIDTH } from '@backoffice/domain/announcement-email';
import type { AnnouncementDraft } from '../utils/announcement-draft';
import { emailPreviewHtml, type EmailPreviewContext } from '../utils/email-preview';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Header = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Page = styled.iframe`
  display: block;
  width: 100%;
  /* The template's body plus the margin around it. */
  max-width: ${EMAIL_MAX_WIDTH + 48}px;
  margin: 0 auto;
  height: 560px;
  border: 0;
  background: #f3f5f8;
`;

/**
 * The live email preview: the domain's template, the same the server sends, in a sandboxed frame (no scripts, no
 * access to the page, links inert), so neither the email's styles nor its content can touch the back office.
 */
export function EmailPreview({ draft, context }: { draft: AnnouncementDraft; context: EmailPreviewContext }) {
  const html = useMemo(() => emailPreviewHtml(draft, context), [draft, context]);
  return (
    <Frame>
      <Header>
        <strong>Subject:</strong> {draft.subject.trim() || '(no subject yet)'}
      </Header>
      <Page title="Email preview" sandbox="" srcDoc={html} />
    </Frame>
  );
}
