import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../types';
import { news, type NewsDetail } from '../schema/news';

export type NewsRow = typeof news.$inferSelect;

/** The four slots by slot number. */
export async function listNews(db: DbOrTx): Promise<NewsRow[]> {
  return db.select().from(news).orderBy(asc(news.slot));
}

/** The slot with this id, locked until the transaction ends (two editors saving at once take turns). */
export async function lockNews(tx: Tx, id: string): Promise<NewsRow | undefined> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  return row;
}

export async function updateNews(tx: Tx, id: string, detail: NewsDetail, editorId: string, at: Date): Promise<NewsRow> {
  const [row] = await tx.update(news).set({ detail, updatedById: editorId, updated: at }).where(eq(news.id, id)).returning();
  if (!row) throw new Error(`news slot ${id} vanished while locked`);
  return row;
}
