import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * chart.js with only what the dashboard draws, in place of `chart.js/auto` (every chart type,
 * scale and plugin): vite.config.ts aliases `chart.js/auto`, which primereact's Chart imports when
 * it mounts, to this module. The Summary's stacked horizontal bars (summary-chart.tsx) need the bar
 * controller and element on a category and a linear scale; a patient's trend (patient-trend.tsx)
 * needs the line controller, its points, and Filler for the normal band; both use the legend and
 * the tooltip. 7.3 KiB gzip less than `auto` (docs/performance.md, "Budgets"). A chart type not
 * registered here fails with chart.js's own "is not a registered controller" error.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export default Chart;
