import { useMemo } from 'react';
import styled from 'styled-components';
import { hasVisibleContent, isPlainText, sanitizeRichText } from '../utils/sanitize-html';

const Body = styled.div<{ $plain: boolean }>`
  overflow-wrap: anywhere;
  white-space: ${({ $plain }) => ($plain ? 'pre-line' : 'normal')};

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type RichTextProps = {
  html: string;
  /** Shown when there is nothing left to show. */
  emptyText?: string;
  className?: string;
};

/** A description (rich text), sanitised with DOMPurify before it is put into the page. */
export function RichText({ html, emptyText = 'No description', className }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!hasVisibleContent(clean)) return <Muted className={className}>{emptyText}</Muted>;
  return <Body className={className} $plain={isPlainText(html)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
