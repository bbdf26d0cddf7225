import DOMPurify from 'dompurify';

/**
 * Class and lesson descriptions are rich text (HTML). The server sanitises what it stores, and the page sanitises again
 * before showing or editing it (defence in depth: old rows, another writer, a server bug): scripts, event handlers,
 * `javascript:` URLs, forms, frames and styles go; text formatting, lists, links, tables and images stay.
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Text with no markup at all, e.g. typed into a plain text box: its line breaks should show. */
export function isPlainText(text: string): boolean {
  return !/<[a-z!/][^>]*>/i.test(text);
}

/**
 * Whether rich text shows anything once cleaned: words or an image. An editor emptied by the user, or holding spaces
 * only, gives markup like '<p> </p>' that shows nothing.
 */
export function hasVisibleContent(html: string): boolean {
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0 || /<img\b/i.test(clean);
}
