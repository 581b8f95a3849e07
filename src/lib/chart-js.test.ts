import { describe, expect, it } from 'vitest';

import Chart from './chart-js';

describe('chart-js (the registered subset in place of chart.js/auto)', () => {
  it("registers what the Summary's bars and a patient's trend draw with", () => {
    const { registry } = Chart;
    for (const id of ['bar', 'line']) expect(() => registry.getController(id)).not.toThrow();
    for (const id of ['bar', 'line', 'point']) expect(() => registry.getElement(id)).not.toThrow();
    for (const id of ['category', 'linear']) expect(() => registry.getScale(id)).not.toThrow();
    for (const id of ['filler', 'legend', 'tooltip']) expect(() => registry.getPlugin(id)).not.toThrow();
  });

  it('leaves out the chart types nothing draws', () => {
    expect(() => Chart.registry.getController('pie')).toThrow(/not a registered controller/);
  });
});
