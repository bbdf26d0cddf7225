export const CHART_HEIGHT = 180;
