/**
 * The announcement and the three featured articles of the students' site (back-office §2 Announcement and Articles
 * section, §3 News item, §5 News editor): four fixed slots, 0 the announcement (its title only), 1–3 the Left, Middle
 * and Right articles. Editing them needs the `news.edit` capability (ARCHITECTURE §5).
 */
import './zod-config';
import { z } from 'zod';
import { idSchema, isoDateTime } from './records';
import { optionalText } from './text';

export const NEWS_SLOT_NAMES = ['Announcement', 'Left article', 'Middle article', 'Right article'] as const;

export const NEWS_MAX = {
  /** The announcement is one line on the students' site; an article's title a heading. */
  title: 200,
  summary: 1000,
  url: 2000,
  youtube_link: 11,
} as const;

export const NEWS_MESSAGES = {
  /** §5: "The video field takes only a video code, not a full URL (hint such as ZnuwB35GYMY)". */
  youtubeCode: 'Enter only the video code, not a full URL (e.g. ZnuwB35GYMY)',
  /** §5: "The image URL should be jpg, png or jpeg". */
  imageType: 'The image URL should be jpg, png or jpeg',
  urlFormat: 'Enter a web address starting with https:// or http://',
  notEditor: 'Only the news editor can change the announcement and articles',
} as const;

/** The warnings an article shows for what it lacks (§2), in the spec's words. */
export const ARTICLE_WARNINGS = {
  noTitle: 'No Title',
  noUrl: 'No URL',
  noSummary: 'No Summary',
  noImage: 'No Image',
  noYoutube: 'No Youtube URL File Code',
  wrongYoutube: 'Wrong Youtube URL File Code',
} as const;

/** A YouTube video's code: 11 letters, digits, '-' or '_'. */
export const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The path of a web address ends in .jpg, .jpeg or .png (any case; a query string may follow). */
export function isImageAddress(value: string): boolean {
  if (!isWebAddress(value)) return false;
  return /\.(jpe?g|png)$/i.test(new URL(value).pathname);
}

const webAddress = (label: string) =>
  optionalText(label, NEWS_MAX.url).refine((value) => value === '' || isWebAddress(value), NEWS_MESSAGES.urlFormat);

/** What an editor saves (PATCH /v2/newsandevents/:id): every field may be empty, none may be wrong or too long. */
export const newsDetailInputSchema = z.object({
  title: optionalText('Title', NEWS_MAX.title).default(''),
  url: webAddress('URL').default(''),
  summary: optionalText('Summary', NEWS_MAX.summary).default(''),
  image: optionalText('Image URL', NEWS_MAX.url)
    .refine((value) => value === '' || isImageAddress(value), NEWS_MESSAGES.imageType)
    .default(''),
  youtube_link: z
    .string()
    .trim()
    .refine((value) => value === '' || YOUTUBE_CODE.test(value), NEWS_MESSAGES.youtubeCode)
    .default(''),
});
export type NewsDetailInput = z.infer<typeof newsDetailInputSchema>;

export const newsUpdateSchema = z.object({ detail: newsDetailInputSchema });
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

/** A slot as the editor reads it. The announcement's detail holds its title only. */
export const newsSlotSchema = z.object({
  _id: idSchema,
  slot: z.number().int().min(0).max(3),
  detail: z.object({
    title: z.string(),
    url: z.string(),
    summary: z.string(),
    image: z.string(),
    youtube_link: z.string(),
  }),
  updated: isoDateTime,
});
export type NewsSlot = z.infer<typeof newsSlotSchema>;

export const newsListResponseSchema = z.object({ data: z.array(newsSlotSchema), count: z.number().int() });
export const newsSlotResponseSchema = z.object({ data: newsSlotSchema });

/** An article's warnings, in the spec's order; a video value starting with https: is a URL, not a code. */
export function articleWarnings(detail: NewsSlot['detail']): string[] {
  const warnings: string[] = [];
  if (!detail.title.trim()) warnings.push(ARTICLE_WARNINGS.noTitle);
  if (!detail.url.trim()) warnings.push(ARTICLE_WARNINGS.noUrl);
  if (!detail.summary.trim()) warnings.push(ARTICLE_WARNINGS.noSummary);
  if (!detail.image.trim()) warnings.push(ARTICLE_WARNINGS.noImage);
  if (!detail.youtube_link.trim()) warnings.push(ARTICLE_WARNINGS.noYoutube);
  else if (detail.youtube_link.trim().startsWith('https:')) warnings.push(ARTICLE_WARNINGS.wrongYoutube);
  return warnings;
}

/** The privacy-enhanced embed of a video code (the content security policy allows this host only). */
export function youtubeEmbedUrl(code: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}`;
}
