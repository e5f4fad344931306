import { lazy } from 'react';

/*
 * MUI X Charts (decision 037), each chart type in a chunk of its own, loaded when a dashboard first draws it: only
 * the dashboards' route components reach this module, so no shared chunk carries a chart.
 */
export const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })),
);
export const BarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })),
);
export const PieChart = lazy(() =>
  import('@mui/x-charts/PieChart').then((module) => ({ default: module.PieChart })),
);
export const SparkLineChart = lazy(() =>
  import('@mui/x-charts/SparkLineChart').then((module) => ({ default: module.SparkLineChart })),
);
