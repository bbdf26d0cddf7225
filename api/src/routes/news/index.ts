import type { App } from '../types';
import { getNews } from './get-news';
import { patchNews } from './patch-news';

/** The news editor (back-office §2 Announcement and Articles section, §5 News editor, §7 /v2/newsandevents). */
export async function newsRoutes(app: App) {
  getNews(app);
  patchNews(app);
}
