import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

export interface ByteFigures {
  /** JS/CSS that index.html references (entry scripts, stylesheets, modulepreloads). */
  referencedJsRaw: number;
  referencedJsGzip: number;
  referencedCssRaw: number;
  referencedCssGzip: number;
  /** What the sign-in page actually loads, as transferred (gzip level 6 from the bench server). */
  signInJsGzip: number;
  signInCssGzip: number;
  fontBytes: number;
  totalTransfer: number;
  signInRequests: number;
  buildJsCssRaw: number;
  buildJsCssGzip: number;
  largestLazyChunk: string;
  largestLazyChunkGzip: number;
}

const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 6 }).length;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const referencedAssets = (dist: string): string[] => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(refs)].filter(Boolean);
};

export const staticFigures = (dist: string) => {
  const files = walk(dist).filter((file) => ['.js', '.css'].includes(extname(file)));
  const sizes = new Map<string, { raw: number; gzip: number }>(
    files.map((file) => {
      const buffer = readFileSync(file);
      return [`/${relative(dist, file)}`, { raw: buffer.length, gzip: gzipSize(buffer) }] as const;
    }),
  );
  const referenced = referencedAssets(dist);
  const sum = (paths: string[], ext: string, key: 'raw' | 'gzip') =>
    paths
      .filter((path) => path.endsWith(ext))
      .reduce((total, path) => total + (sizes.get(path)?.[key] ?? 0), 0);
  return {
    sizes,
    referenced,
    referencedJsRaw: sum(referenced, '.js', 'raw'),
    referencedJsGzip: sum(referenced, '.js', 'gzip'),
    referencedCssRaw: sum(referenced, '.css', 'raw'),
    referencedCssGzip: sum(referenced, '.css', 'gzip'),
    buildJsCssRaw: [...sizes.values()].reduce((total, size) => total + size.raw, 0),
    buildJsCssGzip: [...sizes.values()].reduce((total, size) => total + size.gzip, 0),
  };
};

interface Loaded {
  url: string;
  type: string;
  transfer: number;
}

/** Loads the sign-in page in Chromium and records every response's transferred bytes. */
export const loadedBySignIn = async (browser: Browser, url: string): Promise<Loaded[]> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: Loaded[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      loaded.push({
        url: request.url(),
        type: request.resourceType(),
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Work deferred until after the first paint (push set-up) counts as loaded by the page too.
  await page.waitForTimeout(1500);
  await context.close();
  return loaded;
};

export const byteFigures = async (browser: Browser, dist: string, url: string): Promise<ByteFigures> => {
  const figures = staticFigures(dist);
  const loaded = await loadedBySignIn(browser, url);
  const total = (filter: (entry: Loaded) => boolean) =>
    loaded.filter(filter).reduce((sum, entry) => sum + entry.transfer, 0);
  const loadedPaths = new Set(loaded.map((entry) => new URL(entry.url).pathname));
  const lazy = [...figures.sizes.entries()]
    .filter(([path]) => path.startsWith('/assets/') && path.endsWith('.js') && !loadedPaths.has(path))
    .sort((a, b) => b[1].gzip - a[1].gzip);
  return {
    referencedJsRaw: figures.referencedJsRaw,
    referencedJsGzip: figures.referencedJsGzip,
    referencedCssRaw: figures.referencedCssRaw,
    referencedCssGzip: figures.referencedCssGzip,
    signInJsGzip: total((entry) => entry.type === 'script'),
    signInCssGzip: total((entry) => entry.type === 'stylesheet'),
    fontBytes: total((entry) => entry.type === 'font'),
    totalTransfer: total(() => true),
    signInRequests: loaded.length,
    buildJsCssRaw: figures.buildJsCssRaw,
    buildJsCssGzip: figures.buildJsCssGzip,
    largestLazyChunk: lazy[0]?.[0] ?? '',
    largestLazyChunkGzip: lazy[0]?.[1].gzip ?? 0,
  };
};
