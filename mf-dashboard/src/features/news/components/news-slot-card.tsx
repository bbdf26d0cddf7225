import { useId } from 'react';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { NEWS_SLOT_NAMES, YOUTUBE_CODE, articleWarnings, youtubeEmbedUrl, type NewsSlot } from '@backoffice/domain/news';
import { Badge, Button } from '@backoffice/ui';
import { lastUpdatedText } from '../utils/news-format';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Title = styled(Text)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Warnings = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Video = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

function Article({ item }: { item: NewsSlot }) {
  const { title, url, summary, image, youtube_link: video } = item.detail;
  const warnings = articleWarnings(item.detail);
  const name = title.trim() || (NEWS_SLOT_NAMES[item.slot] ?? 'the article');
  return (
    <>
      {warnings.length > 0 ? (
        <Warnings aria-label="What the article lacks">
          {warnings.map((warning) => (
            <li key={warning}>
              <Badge tone="warning">{warning}</Badge>
            </li>
          ))}
        </Warnings>
      ) : null}
      {title.trim() ? <Title>{title}</Title> : null}
      {summary.trim() ? <Text>{summary}</Text> : null}
      {url.trim() ? (
        <Muted>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </Muted>
      ) : null}
      {image.trim() ? <Preview src={image} alt={`Image of ${name}`} loading="lazy" referrerPolicy="no-referrer" /> : null}
      {YOUTUBE_CODE.test(video.trim()) ? (
        <Video
          src={youtubeEmbedUrl(video.trim())}
          title={`Video of ${name}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          // The player needs its scripts and its own origin; it gets nothing else of ours (no top navigation, no forms).
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : null}
    </>
  );
}

/** One slot: its content as the students' site will show it, what it lacks, when it last changed, and Edit. */
export function NewsSlotCard({ item, onEdit, onPreloadEdit }: { item: NewsSlot; onEdit: () => void; onPreloadEdit: () => void }) {
  const headingId = useId();
  const slotName = NEWS_SLOT_NAMES[item.slot] ?? 'News';
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{slotName}</Heading>
      {item.slot === 0 ? (
        item.detail.title.trim() ? (
          <Text>{item.detail.title}</Text>
        ) : (
          <div>
            <Title>{EMPTY_STATES.noAnnouncements}</Title>
            <Muted>Leave blank to remove announcement</Muted>
          </div>
        )
      ) : (
        <Article item={item} />
      )}
      <Footer>
        <Muted>{lastUpdatedText(item.updated)}</Muted>
        <Button variant="secondary" size="sm" onClick={onEdit} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit} aria-label={`Edit the ${slotName.toLowerCase()}`}>
          Edit
        </Button>
      </Footer>
    </Card>
  );
}
