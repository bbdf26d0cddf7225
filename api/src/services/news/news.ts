import { hasCapability } from '@backoffice/domain/capabilities';
import { NEWS_MESSAGES, type NewsDetailInput, type NewsSlot } from '@backoffice/domain/news';
import type { DbOrTx, Tx } from '../../db/types';
import { listNews, lockNews, updateNews, type NewsRow } from '../../db/repositories/news';
import { forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { RequestContext } from '../request-context';

// The announcement and articles (back-office §2, §5 News editor): read and saved by holders of `news.edit` only,
// whatever their role (ARCHITECTURE §5 replaces the spec's "one specific account" with the capability).

function requireEditor(ctx: RequestContext): void {
  if (!hasCapability(ctx.actor.user, 'news.edit')) throw forbidden(NEWS_MESSAGES.notEditor);
}

/** Slot 0 is the announcement: it keeps a title only, whatever else is sent. */
function keptDetail(slot: number, detail: NewsDetailInput): NewsDetailInput {
  return slot === 0 ? { title: detail.title, url: '', summary: '', image: '', youtube_link: '' } : detail;
}

function toSlot(row: NewsRow): NewsSlot {
  const detail = row.detail;
  return {
    _id: row.id,
    slot: row.slot,
    detail: {
      title: detail.title ?? '',
      url: detail.url ?? '',
      summary: detail.summary ?? '',
      image: detail.image ?? '',
      youtube_link: detail.youtube_link ?? '',
    },
    updated: row.updated.toISOString(),
  };
}

export async function listNewsSlots(db: DbOrTx, ctx: RequestContext): Promise<NewsSlot[]> {
  requireEditor(ctx);
  return (await listNews(db)).map(toSlot);
}

/** Replaces a slot's content; the time and the editor are the server's. Audited with the content before and after. */
export async function saveNewsSlot(tx: Tx, ctx: RequestContext, id: string, detail: NewsDetailInput): Promise<NewsSlot> {
  requireEditor(ctx);
  const before = await lockNews(tx, id);
  if (!before) throw notFound();
  const after = await updateNews(tx, id, keptDetail(before.slot, detail), ctx.actor.user.id, ctx.now);
  await recordAudit(tx, ctx, { action: 'news.update', entity: 'news', id, before: before.detail, after: after.detail });
  return toSlot(after);
}
