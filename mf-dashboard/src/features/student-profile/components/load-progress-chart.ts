/** The chart's chunk (recharts with it): imported by the figure when drawn, and by the opener to start it early. */
export const loadProgressChart = () => import('./progress-chart');
