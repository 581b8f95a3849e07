import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openPage, signIn } from './shell-helpers';
import { launchChromium } from './support/chromium';

/**
 * The kit's icon circle (`.ui-icon-circle`, components/styles/layout.css) on the home's figure
 * cards, checked as drawn: the box of the glyph's pixels against the circle's box. PrimeIcons'
 * `.pi { display: inline-block }`, loaded after the kit's rule, once put every glyph in the
 * top-left corner of its circle at 1440×900, which no DOM assertion saw.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * The box of the glyph drawn inside `circle`, in page pixels: the pixels of a screenshot of the
 * circle (at one device pixel per CSS pixel) that differ clearly from the circle's fill, inside its
 * rim. The screenshot is decoded by a canvas in the page: no image library needed.
 */
const glyphBox = async (page: Page, circle: Locator): Promise<Box> => {
  const box = (await circle.boundingBox())!;
  // Whole pixels around the circle, so a page pixel is a screenshot pixel.
  const clip = {
    x: Math.floor(box.x),
    y: Math.floor(box.y),
    width: Math.ceil(box.x + box.width) - Math.floor(box.x),
    height: Math.ceil(box.y + box.height) - Math.floor(box.y),
  };
  const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
  const circleInClip = { x: box.x - clip.x, y: box.y - clip.y, radius: box.width / 2 };
  const ink = await page.evaluate(
    async ({ data, circle }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
      const rgb = (x: number, y: number) =>
        [0, 1, 2].map((channel) => pixels[(y * width + x) * 4 + channel]!);
      const middle = { x: circle.x + circle.radius, y: circle.y + circle.radius };
      const inside = (x: number, y: number) =>
        Math.hypot(x + 0.5 - middle.x, y + 0.5 - middle.y) <= circle.radius - 1.5;
      // The fill: the commonest colour inside the rim (the glyph covers far less of the circle).
      const counts = new Map<string, number>();
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (!inside(x, y)) continue;
          const key = rgb(x, y).join();
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      const fill = [...counts]
        .sort((a, b) => b[1] - a[1])[0]![0]
        .split(',')
        .map(Number);
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (!inside(x, y)) continue;
          const distance = rgb(x, y).reduce(
            (sum, value, channel) => sum + Math.abs(value - fill[channel]!),
            0,
          );
          if (distance < 60) continue;
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
      }
      return { left, top, right, bottom };
    },
    { data: png, circle: circleInClip },
  );
  expect(Number.isFinite(ink.left), 'the circle shows a glyph').toBe(true);
  return {
    x: clip.x + ink.left,
    y: clip.y + ink.top,
    width: ink.right - ink.left,
    height: ink.bottom - ink.top,
  };
};

describe("the home's figure cards", () => {
  it('centre each icon in its circle at 1440×900', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    const cards = page.getByRole('list', { name: 'Figures' }).getByRole('listitem');
    // Every figure loaded: the cards no longer change height under the measurement.
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const loaded = cards.locator('.home-card-value').filter({ hasText: /^\d+$/ });
    await expect.poll(async () => (await loaded.count()) === (await cards.count())).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: '/tmp/home-card-icons-1440x900.png' });

    const placed = [];
    for (const card of await cards.all()) {
      const label = await card.locator('.home-card-label').innerText();
      const circle = card.locator('.home-card-icon');
      const box = (await circle.boundingBox())!;
      const glyph = centre(await glyphBox(page, circle));
      const middle = centre(box);
      placed.push({ label, dx: glyph.x - middle.x, dy: glyph.y - middle.y });
    }
    // Within a pixel of the circle's centre, each way: anti-aliasing and a glyph's own design
    // move its pixels' box by less than that; the corner bug moved it by about ten.
    const offCentre = placed
      .filter(({ dx, dy }) => Math.abs(dx) > 1 || Math.abs(dy) > 1)
      .map(({ label, dx, dy }) => `${label}: glyph ${dx.toFixed(2)} px across, ${dy.toFixed(2)} px down`);
    expect(offCentre, "icons off their circle's centre").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
