import { renderAnnouncementEmail } from '@backoffice/domain/announcement-email';
import { sanitizeRichText } from '../../../shared/utils/sanitize-html';
import type { AnnouncementDraft } from './announcement-draft';

export type EmailPreviewContext = {
  /** The banner's name, as the server's template shows it. */
  centreName: string;
  /** Where the button links (the server links the real one to the same page). */
  classPageUrl: string;
  year: number;
};

/**
 * The email as it will be sent: the domain's own template (people-records §9), which the server renders too, around the
 * content cleaned by DOMPurify as the server cleans it before sending. The button shows once its box is ticked and it
 * has a text, as the server sends it.
 */
export function emailPreviewHtml(draft: AnnouncementDraft, { centreName, classPageUrl, year }: EmailPreviewContext): string {
  const buttonText = draft.buttonText.trim();
  return renderAnnouncementEmail({
    subject: draft.subject.trim(),
    contentHtml: sanitizeRichText(draft.content),
    cta: draft.withButton && buttonText ? { text: buttonText, url: classPageUrl } : undefined,
    centreName,
    year,
  });
}
