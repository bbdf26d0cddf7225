import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { ProgressPoint } from '@backoffice/domain/student-progress';

/** A point of a chart: the lesson, its day in the centre's time zone, its score or null where it was not reported. */
export type ChartPoint = { id: string; lesson: string; day: string; score: number | null };

export type ChartSeries = 'engagement' | 'skill_mastery';

export function chartPoints(series: readonly ProgressPoint[], key: ChartSeries, zone = getCentreTimezone()): ChartPoint[] {
  return series.map((point) => ({
    id: point._id,
    lesson: point.name,
    day: dayjs(point.scheduled_on).tz(zone).format('D MMM YY'),
    score: point[key],
  }));
}

/** 'Average 4.2 of 6 over 5 reported lessons, from 2 to 5' — what the chart shows, in a sentence. */
export function chartSummary(points: readonly ChartPoint[]): string {
  const scores = points.map((point) => point.score).filter((score): score is number => score !== null);
  if (scores.length === 0) return 'No lesson of this class has a score yet.';
  const mean = Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
  const range = scores.length > 1 ? `, from ${Math.min(...scores)} to ${Math.max(...scores)}` : '';
  return `Average ${mean} of 6 over ${scores.length} scored lesson${scores.length === 1 ? '' : 's'}${range}.`;
}
