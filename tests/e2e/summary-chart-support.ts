import type { Page } from 'playwright-core';

/** One bar segment of the Summary's chart: where it is on the page and what it stands for. */
export interface Segment {
  x: number;
  y: number;
  test: string;
  datasetIndex: number;
  index: number;
}

/**
 * The chart.js instance behind the Summary's canvas, found as the app loaded it: the module of the
 * chunk that exports chart.js's Chart (its `getChart`), imported again from the page (the same URL,
 * so the same module and registry). Answers the centre of the test's segment `datasetIndex` in page
 * pixels, or null while the chart has no data.
 */
export const segmentOf = (page: Page, testIndex: number, datasetIndex: number): Promise<Segment | null> =>
  page.evaluate(
    async ({ testIndex, datasetIndex }) => {
      interface Element {
        getCenterPoint: () => { x: number; y: number };
      }
      interface ChartLike {
        data: { labels?: string[]; datasets: unknown[] };
        getDatasetMeta: (index: number) => { data: Element[] };
      }
      type ChartClass = { getChart: (canvas: HTMLCanvasElement) => ChartLike | undefined };
      const canvas = document.querySelector<HTMLCanvasElement>('.summary-chart canvas');
      if (!canvas) return null;
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js'));
      // A string, so that the test runner's transform leaves this page-side import() alone.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a fixed string, run in the test page
      const importFromPage = new Function('url', 'return import(url)') as (
        url: string,
      ) => Promise<Record<string, unknown>>;
      for (const url of scripts) {
        const module = await importFromPage(url);
        const found = Object.values(module).find(
          (value): value is ChartClass =>
            typeof value === 'function' && typeof (value as Partial<ChartClass>).getChart === 'function',
        );
        const chart = found?.getChart(canvas);
        if (!chart || chart.data.datasets.length === 0) continue;
        const element = chart.getDatasetMeta(datasetIndex).data[testIndex];
        if (!element) return null;
        const centre = element.getCenterPoint();
        const box = canvas.getBoundingClientRect();
        return {
          x: box.left + centre.x,
          y: box.top + centre.y,
          test: chart.data.labels?.[testIndex] ?? '',
          datasetIndex,
          index: testIndex,
        };
      }
      return null;
    },
    { testIndex, datasetIndex },
  );
