import styled from 'styled-components';
import { FEEDBACK_RATINGS, type FeedbackSummary as Summary } from '@backoffice/domain/feedback';
import { Skeleton, StarRating, starsText } from '@backoffice/ui';

const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Average = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 11em;
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-height: 1.3em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-height: 1.5em;
`;

const Bars = styled.ul`
  flex: 1 1 260px;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BarRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr 4.5em;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-height: 1.5em;
`;

const Track = styled.span`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  height: 100%;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  background: ${({ theme }) => theme.colors.amber};
`;

const Count = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** '1 entry', '12,345 entries'. */
export const entriesText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

type FeedbackSummaryProps = {
  summary: Summary | undefined;
  count: number;
  loading: boolean;
};

/**
 * The current filter's summary, computed on the server: the average and how many entries have each rating, so a
 * counsellor sees at a glance whether a class is slipping. It keeps its size while loading.
 */
export function FeedbackSummary({ summary, count, loading }: FeedbackSummaryProps) {
  const byRating = new Map(summary?.by_rating.map((entry) => [entry.rating, entry.count]));
  const average = summary?.average ?? null;
  return (
    <Root aria-label="Summary of the feedback shown" aria-busy={loading || undefined}>
      <Average>
        <Muted>Average rating</Muted>
        <Figure>
          {loading ? <Skeleton variant="block" width="6em" height="1em" /> : average === null ? '—' : `${average.toFixed(2)} out of 5`}
        </Figure>
        <Muted>{loading ? <Skeleton variant="block" width="8em" height="1em" /> : entriesText(count)}</Muted>
      </Average>
      <Bars aria-label="Entries per rating">
        {[...FEEDBACK_RATINGS].reverse().map((rating) => {
          const n = byRating.get(rating) ?? 0;
          return (
            <BarRow key={rating}>
              <StarRating value={rating} label={`${starsText(rating)}:`} size={14} />
              <Track aria-hidden="true">
                <Fill $share={loading || count === 0 ? 0 : n / count} />
              </Track>
              <Count>{loading ? '' : n.toLocaleString('en-US')}</Count>
            </BarRow>
          );
        })}
      </Bars>
    </Root>
  );
}
