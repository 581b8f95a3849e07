import type { Page } from 'playwright-core';

import { seedDemoData } from '@/mocks/seed';

/** Helpers for the camp screens' browser tests. The demo API's seed is deterministic. */
export const seed = seedDemoData(1);

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'en') || a.id - b.id;

/**
 * A location beyond the first page of 10 (so picking it needs the next page) with at least two
 * active clinics (so two can be assigned). Locations come sorted by name, as the demo API sends them.
 */
export const locationBeyondFirstPage = (): { id: number; name: string } => {
  const active = seed.locations.filter((location) => location.status).sort(byName);
  const found = active
    .slice(10)
    .find((location) => seed.clinics.filter((c) => c.location_id === location.id && c.status).length >= 2);
  if (!found) throw new Error('the demo seed has no location to test with');
  return { id: found.id, name: found.name };
};

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/camps-${name}.png`, fullPage: true });

/** Picks an option of an option picker, scrolling its list until the option has loaded. */
export const pickOption = async (page: Page, label: string, option: string): Promise<void> => {
  await page.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox', { name: label });
  const target = list.getByRole('option', { name: option, exact: true });
  for (let attempt = 0; attempt < 20 && (await target.count()) === 0; attempt += 1) {
    await list.locator('xpath=..').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await page.waitForTimeout(150);
  }
  await target.click();
};
