import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type * as TestingLibrary from '@testing-library/dom';

/**
 * What a smoke step points at, the way the unit tests do (Testing Library's queries by role, label
 * and text), or by CSS where no role says it. Names and texts match exactly. `within` narrows the
 * search to the first visible match of another target; `nth` picks among several matches.
 */
export type Target = (
  { role: string; name?: string; level?: number } | { label: string } | { text: string } | { css: string }
) & { within?: Target; nth?: number };

/** The in-page functions throw this when the page has not got Testing Library yet (a new document). */
export const NO_LIBRARY = 'hcd-smoke:no-testing-library';

/**
 * Runs in the page, in every engine: the visible elements a target matches, in document order.
 * Sent as source text, so it must stay self-contained (no imports, no outer names).
 */
export const findAllInPage = (target: Target): Element[] => {
  const library = (window as unknown as { TestingLibraryDom?: typeof TestingLibrary }).TestingLibraryDom;
  if (library === undefined) throw new Error('hcd-smoke:no-testing-library');
  const chain: Target[] = [];
  for (let at: Target | undefined = target; at !== undefined; at = at.within) chain.unshift(at);
  let roots: HTMLElement[] = [document.body];
  chain.forEach((step, index) => {
    const found = roots.flatMap((root): Element[] => {
      if ('css' in step) return Array.from(root.querySelectorAll(step.css));
      if ('role' in step)
        return library.queryAllByRole(root, step.role, { name: step.name, level: step.level });
      if ('label' in step) return library.queryAllByLabelText(root, step.label);
      return library.queryAllByText(root, step.text);
    });
    const visible = found.filter((element) => element.getClientRects().length > 0) as HTMLElement[];
    // A `within` target narrows to its first match; the target itself keeps all of them.
    roots = index < chain.length - 1 ? visible.slice(0, 1) : visible;
  });
  return roots;
};

const FIND = findAllInPage.toString();

/** Page functions built on findAllInPage, as source text for `EnginePort.call` and `EnginePort.element`. */
export const PAGE_SOURCES = {
  element: `(target) => (${FIND})(target)[target.nth ?? 0] ?? null`,
  count: `(target) => (${FIND})(target).length`,
  path: `() => window.location.pathname`,
  navigate: `(to) => { window.history.pushState(null, '', to); window.dispatchEvent(new PopStateEvent('popstate')); return true; }`,
} as const;

/** Testing Library's browser build (it defines `window.TestingLibraryDom`), as a page function's source. */
export const libraryLoaderSource = (): string => {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
    'utf8',
  );
  return `() => { ${bundle}\n; return true; }`;
};
