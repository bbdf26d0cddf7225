import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '@backoffice/domain/paths';
import { NEWS_MESSAGES, type NewsSlot } from '@backoffice/domain/news';
import { PageFrame } from '@backoffice/remote-kit';
import { useHasCapability } from '@backoffice/session';
import { Button, EmptyState, LoadFailure, LoadingBlock, Snackbar, Stack, useSnackbar } from '@backoffice/ui';
import { useNews } from '../api/get-news';
import { NewsSlotCard } from './news-slot-card';

const Articles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: stretch;
`;

export type NewsEditSlotProps = { item: NewsSlot; onClose: () => void; onSaved: () => void };

/** 'Go to dashboard' for anyone without news.edit (back-office §2). */
function NotAnEditor() {
  const navigate = useNavigate();
  return (
    <EmptyState
      message={NEWS_MESSAGES.notEditor}
      action={<Button onClick={() => navigate(PATHS.dashboard)}>Go to dashboard</Button>}
    />
  );
}

/**
 * /dashboard/news, the Announcement and Articles section (back-office §2): the announcement, then the Left, Middle and
 * Right articles, each with its content, previews, warnings, 'Last updated at' and Edit. Only holders of news.edit
 * see it (the server refuses the others too). The edit dialog comes from news-section.tsx (a chunk of its own).
 */
export function NewsPage({
  renderEdit,
  preloadEdit,
}: {
  renderEdit: (props: NewsEditSlotProps) => ReactNode;
  preloadEdit: () => void;
}) {
  const editor = useHasCapability('news.edit');
  const news = useNews({ enabled: editor });
  const [editing, setEditing] = useState<NewsSlot | null>(null);
  const snackbar = useSnackbar();
  const slots = news.data?.data ?? [];
  const card = (item: NewsSlot) => (
    <NewsSlotCard key={item._id} item={item} onEdit={() => setEditing(item)} onPreloadEdit={preloadEdit} />
  );

  return (
    <PageFrame path={PATHS.dashboard} title="Announcement and Articles">
      {!editor ? (
        <NotAnEditor />
      ) : news.isPending ? (
        <LoadingBlock label="Loading the announcement and articles…" showLabel />
      ) : news.isError ? (
        <LoadFailure title="The news could not be loaded" message={news.error.message} onRetry={() => void news.refetch()} />
      ) : (
        <Stack gap="lg">
          {slots.filter((item) => item.slot === 0).map(card)}
          <Articles>{slots.filter((item) => item.slot > 0).map(card)}</Articles>
        </Stack>
      )}
      {editing
        ? renderEdit({
            item: editing,
            onClose: () => setEditing(null),
            onSaved: () => {
              setEditing(null);
              snackbar.show('The news was saved', 'success');
            },
          })
        : null}
      <Snackbar {...snackbar.snackbar} />
    </PageFrame>
  );
}
