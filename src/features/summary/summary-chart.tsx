import type {
  ActiveElement,
  ChartData,
  ChartEvent,
  ChartOptions,
  Chart as ChartJs,
  TooltipItem,
} from 'chart.js';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { useLocation } from 'wouter';

import type { TestTypeSummary } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { segmentAt, segmentColourOf, segmentCount, segmentText } from './summary-data';
import { summaryTestsPath } from './summary-paths';

/** Pixels per test type's bar; the chart grows with the test types in scope (17 at most in the demo). */
const BAR_HEIGHT = 30;
const AXES_HEIGHT = 48;

/**
 * Dataset j is every test type's j-th label, so one bar per test type holds its labels in the
 * catalogue's order, each in its tone. The bars are shares (every bar 100%): test types measured
 * thousands of times and a few hundred times compare on one axis; the counts are in the tooltip.
 */
const dataOf = (tests: readonly TestTypeSummary[]): ChartData<'bar'> => ({
  labels: tests.map((test) => test.test_type.name),
  datasets: Array.from({ length: segmentCount(tests) }, (_, index) => ({
    label: `Label ${index + 1}`,
    data: tests.map((test) => {
      const segment = segmentAt(test, index);
      return segment ? (segment.count * 100) / test.total : 0;
    }),
    backgroundColor: tests.map((test) => segmentColourOf(segmentAt(test, index)?.label ?? '')),
    borderColor: '#ffffff',
    borderWidth: { left: 1, right: 1 },
    borderSkipped: false,
  })),
});

const optionsOf = (
  tests: readonly TestTypeSummary[],
  open: (testIndex: number, segmentIndex: number) => void,
): ChartOptions<'bar'> => ({
  indexAxis: 'y',
  maintainAspectRatio: false,
  animation: false,
  scales: {
    x: { stacked: true, min: 0, max: 100, ticks: { callback: (value) => `${String(value)}%` } },
    y: { stacked: true },
  },
  plugins: {
    legend: { display: false },
    tooltip: {
      callbacks: {
        title: (items: TooltipItem<'bar'>[]) => items[0]?.label ?? '',
        label: (item: TooltipItem<'bar'>) => {
          const test = tests[item.dataIndex];
          const segment = test ? segmentAt(test, item.datasetIndex) : undefined;
          return test && segment ? segmentText(segment.label, segment.count, test.total) : '';
        },
      },
    },
  },
  onHover: (event: ChartEvent, elements: ActiveElement[]) => {
    const canvas = event.native?.target;
    if (canvas instanceof HTMLCanvasElement) canvas.style.cursor = elements.length > 0 ? 'pointer' : '';
  },
  onClick: (event: ChartEvent, _elements: ActiveElement[], chart: ChartJs) => {
    if (!event.native) return;
    const [hit] = chart.getElementsAtEventForMode(event.native, 'nearest', { intersect: true }, true);
    if (hit) open(hit.index, hit.datasetIndex);
  },
});

/** A short description for the canvas; the table after it holds every figure. */
const describe = (tests: readonly TestTypeSummary[]): string =>
  `Results by label for ${tests.length} test types, as shares of each test's results. ` +
  `The table "Results by test type" holds the same figures.`;

/**
 * The per-test distribution as one horizontal stacked bar chart (chart.js through PrimeReact's
 * Chart). Clicking a segment opens Summary Tests narrowed to that test and label.
 */
export const SummaryChart = ({ tests }: { tests: readonly TestTypeSummary[] }) => {
  const [, navigate] = useLocation();
  const data = useMemo(() => dataOf(tests), [tests]);
  const options = useMemo(
    () =>
      optionsOf(tests, (testIndex, segmentIndex) => {
        const test = tests[testIndex];
        const segment = test ? segmentAt(test, segmentIndex) : undefined;
        if (test && segment) navigate(absolute(summaryTestsPath(test.test_type.id, segment.label)));
      }),
    [tests, navigate],
  );
  return (
    <Chart
      type="bar"
      data={data}
      options={options}
      className="summary-chart"
      style={{ height: `${tests.length * BAR_HEIGHT + AXES_HEIGHT}px` }}
      // On the canvas itself (PrimeReact's ariaLabel would also land on its wrapper as an unknown attribute).
      pt={{ canvas: { 'aria-label': describe(tests) } }}
    />
  );
};
