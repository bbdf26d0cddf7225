import DOMPurify from 'dompurify';

/**
 * Stored rich text made safe to show: scripts, event handlers, `javascript:` links, frames, forms and inline styles go.
 * The server sanitises on write too; this guards against whatever got into the data some other way.
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
