import { useTheme } from 'styled-components';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '../utils/chart-points';
import { CHART_HEIGHT } from './progress-chart-height';

/**
 * One line chart of lesson scores (1–6) over time, drawn with recharts. This module is a chunk of its own, downloaded
 * when a profile dialog first shows a chart: the dashboard's list does not carry the chart library. It is drawn for
 * the eye only (the figure around it holds the same points as a table), so recharts' keyboard layer is off.
 */
export default function ProgressChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const theme = useTheme();
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      data={points as ChartPoint[]}
      accessibilityLayer={false}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
      <XAxis dataKey="day" tick={{ fontSize: 12, fill: theme.colors.muted }} tickMargin={6} minTickGap={12} />
      <YAxis domain={[1, 6]} ticks={[1, 2, 3, 4, 5, 6]} width={24} tick={{ fontSize: 12, fill: theme.colors.muted }} />
      <Tooltip
        formatter={(value) => [`${String(value)} of 6`, label]}
        labelFormatter={(_, payload) => (payload[0]?.payload as ChartPoint | undefined)?.lesson ?? ''}
      />
      <Line
        type="monotone"
        dataKey="score"
        name={label}
        stroke={theme.colors.primary}
        strokeWidth={2}
        dot={{ r: 3 }}
        connectNulls
        isAnimationActive={false}
      />
    </LineChart>
  );
}
