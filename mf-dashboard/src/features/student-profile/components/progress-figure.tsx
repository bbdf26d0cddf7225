import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from '@backoffice/ui';
import { chartSummary, type ChartPoint } from '../utils/chart-points';
import { loadProgressChart } from './load-progress-chart';
import { CHART_HEIGHT } from './progress-chart-height';

// The chart library comes with the first chart drawn, not with the dashboard.
const ProgressChart = lazy(loadProgressChart);

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Plot = styled.div`
  height: ${CHART_HEIGHT}px;
`;

/**
 * A chart with its text alternative: the caption says what it shows in a sentence, and a table read by screen readers
 * (the drawing is hidden from them) lists every lesson with its score. Without a scored lesson there is no drawing.
 */
export function ProgressFigure({ title, points }: { title: string; points: readonly ChartPoint[] }) {
  const scored = points.some((point) => point.score !== null);
  return (
    <Figure>
      <Caption>
        <Title>{title}</Title>
        <Summary>{chartSummary(points)}</Summary>
      </Caption>
      {scored ? (
        <>
          <Plot aria-hidden="true">
            <Suspense fallback={<Skeleton variant="block" height={`${CHART_HEIGHT}px`} />}>
              <ProgressChart points={points} label={title} />
            </Suspense>
          </Plot>
          <VisuallyHidden asChild>
            <table>
              <caption>{title}, lesson by lesson</caption>
              <thead>
                <tr>
                  <th scope="col">Lesson</th>
                  <th scope="col">Day</th>
                  <th scope="col">Score out of 6</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.id}>
                    <td>{point.lesson}</td>
                    <td>{point.day}</td>
                    <td>{point.score ?? 'Not reported'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      ) : null}
    </Figure>
  );
}
