import { lazyDialog } from '@backoffice/ui';
import { NewsPage } from './news-page';

// The news editor's dialog and its form library download when an Edit button is pointed at, focused or pressed.
const NewsEditDialog = lazyDialog(
  () => import('./news-edit-dialog').then((m) => m.NewsEditDialog),
  (props) => ({ title: props.item.slot === 0 ? 'Edit Announcement' : 'Edit Article', onClose: props.onClose }),
);

/** /dashboard/news: the Announcement and Articles section with its edit dialog (a chunk of its own, screens.ts). */
export function NewsSection() {
  return <NewsPage renderEdit={(props) => <NewsEditDialog {...props} />} preloadEdit={() => void NewsEditDialog.preload()} />;
}
