/**
 * The announcement email (people-records §9 Email template: at most 580 px wide, a brand banner, a footer with the
 * current year). One function renders it for the server, which sends it, and for the browser, whose live preview shows
 * exactly what will be sent. Tables and inline styles, because that is what mail clients render reliably.
 */

export const EMAIL_MAX_WIDTH = 580;
export const DEFAULT_CENTRE_NAME = 'Tutoring Centre';
const BRAND_COLOUR = '#1f5fa8';

export type AnnouncementEmailInput = {
  subject: string;
  /** Rich text that has already been cleaned (sanitize-html on the server, DOMPurify in the browser). */
  contentHtml: string;
  cta?: { text: string; url: string } | undefined;
  centreName: string;
  /** The footer's year: the year of sending, in the centre's time zone. */
  year: number;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in element content and in quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** Only web links may sit behind the button: anything else (javascript:, data:) would be dangerous in a mail client. */
function safeUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

export function renderAnnouncementEmail({ subject, contentHtml, cta, centreName, year }: AnnouncementEmailInput): string {
  const ctaUrl = cta ? safeUrl(cta.url) : null;
  const button =
    cta && ctaUrl
      ? `<tr><td align="center" style="padding:8px 32px 32px">` +
        `<a href="${escapeHtml(ctaUrl)}" style="display:inline-block;padding:12px 28px;border-radius:6px;` +
        `background:${BRAND_COLOUR};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(cta.text)}</a>` +
        `</td></tr>`
      : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f5f8">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" data-email-body style="max-width:${EMAIL_MAX_WIDTH}px;` +
      'background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1b2430;font-size:15px;line-height:1.5">',
    `<tr><td data-email-banner style="background:${BRAND_COLOUR};color:#ffffff;padding:20px 32px;border-radius:8px 8px 0 0;` +
      `font-size:20px;font-weight:700">${escapeHtml(centreName)}</td></tr>`,
    `<tr><td style="padding:28px 32px 8px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>${contentHtml}</td></tr>`,
    button,
    `<tr><td data-email-footer style="padding:16px 32px;border-top:1px solid #e3e7ee;color:#6b7585;font-size:12px">` +
      `&copy; ${year} ${escapeHtml(centreName)}. All rights reserved.</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}
