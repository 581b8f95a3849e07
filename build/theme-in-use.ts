import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * "Only the CSS in use" (docs/performance.md). PrimeReact 10's theme is one file styling all ~90
 * components (200 KB raw, 24 KiB gzip) and primeicons' stylesheet names all ~300 icons; the app uses
 * three components (Calendar, Sidebar, Toast) and a few dozen icons. This PostCSS plugin drops, from
 * those two files only:
 * - theme selectors naming a `p-<family>` class that no code in use can produce;
 * - `.pi-<icon>:before` rules of icons no code in use names;
 * - the icon font's legacy formats (eot, woff, ttf, svg): every supported browser takes woff2.
 *
 * What is in use is found, not listed by hand: every `primereact/<component>` the app imports
 * (scanned in src/), followed through the PrimeReact modules those import, and src/ itself (icons:
 * src/ alone). A
 * family is the first word after `p-` (`p-datepicker-header` is `datepicker`), so class names
 * PrimeReact builds at run time (`p-toast-message-error`) are kept with their family. Rules without
 * a `p-` class (variables, resets, keyframes) are always kept.
 */

const THEME_PATH = /primereact[\\/]resources[\\/]themes[\\/]/;
const ICONS_PATH = /primeicons[\\/]primeicons\.css$/;
const CLASS_FAMILY = /\.p-([a-z]+)/g;
const SOURCE_FAMILY = /['"`\s.]p-([a-z]+)/g;
const ICON_RULE = /^\.(pi-[a-z0-9-]+):before$/;
const SOURCE_ICON = /\b(pi-[a-z0-9-]+)/g;
const PRIME_IMPORT = /from\s+['"]primereact\/([a-z]+)['"]/g;

export interface NamesInUse {
  families: Set<string>;
  icons: Set<string>;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The `p-` families and `pi-` icons that the app's code and the PrimeReact modules it imports use. */
export const namesInUse = (srcDir: string, primeDir: string): NamesInUse => {
  const names: NamesInUse = { families: new Set(), icons: new Set() };
  const collect = (text: string) => {
    for (const match of text.matchAll(SOURCE_FAMILY)) if (match[1]) names.families.add(match[1]);
  };
  const visited = new Set<string>();
  const visit = (component: string) => {
    if (visited.has(component)) return;
    visited.add(component);
    const text = readFileSync(join(primeDir, component, `${component}.esm.js`), 'utf8');
    collect(text);
    for (const match of text.matchAll(PRIME_IMPORT)) if (match[1]) visit(match[1]);
  };
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    collect(text);
    // Icons from src/ only: the PrimeReact components draw SVG icons, and primereact/api's
    // PrimeIcons list names every icon there is.
    for (const match of text.matchAll(SOURCE_ICON)) if (match[1]) names.icons.add(match[1]);
    for (const match of text.matchAll(PRIME_IMPORT)) if (match[1]) visit(match[1]);
  }
  return names;
};

/** A theme selector is kept when every `p-` family in it is in use. */
export const selectorInUse = (selector: string, names: NamesInUse): boolean =>
  [...selector.matchAll(CLASS_FAMILY)].every((match) => names.families.has(match[1] ?? ''));

/** An icon rule (`.pi-home:before`) is kept when its icon is in use; other selectors always. */
export const iconSelectorInUse = (selector: string, names: NamesInUse): boolean => {
  const icon = ICON_RULE.exec(selector.trim())?.[1];
  return icon === undefined || names.icons.has(icon);
};

/** The little of PostCSS's node API used here (postcss comes with Vite; it is not our dependency). */
interface CssNode {
  type: string;
  source?: { input?: { file?: string } };
  remove: () => void;
}
interface CssRule extends CssNode {
  selectors: string[];
}
interface CssDecl extends CssNode {
  prop: string;
  value: string;
}
interface CssAtRule extends CssNode {
  name: string;
  nodes?: CssNode[];
  walkDecls: (visit: (decl: CssDecl) => void) => void;
}
interface CssRoot {
  walkRules: (visit: (rule: CssRule) => void) => void;
  walkAtRules: (visit: (atRule: CssAtRule) => void) => void;
}

const fileOf = (node: CssNode): string => node.source?.input?.file ?? '';

/** The icon font from woff2 alone. */
const woff2Only = (fontFace: CssAtRule): void =>
  fontFace.walkDecls((decl) => {
    if (decl.prop !== 'src') return;
    const woff2 = /url\([^)]*\.woff2[^)]*\)\s*format\(['"]woff2['"]\)/.exec(decl.value)?.[0];
    if (woff2) decl.value = woff2;
    else decl.remove();
  });

export const themeInUse = (srcDir: string, primeDir: string) => {
  let names: NamesInUse | null = null;
  return {
    postcssPlugin: 'hcd-theme-in-use',
    Once(root: CssRoot) {
      let changed = false;
      root.walkRules((rule) => {
        const file = fileOf(rule);
        const keep = THEME_PATH.test(file) ? selectorInUse : ICONS_PATH.test(file) ? iconSelectorInUse : null;
        if (!keep) return;
        names ??= namesInUse(srcDir, primeDir);
        const inUse = names;
        const kept = rule.selectors.filter((selector) => keep(selector, inUse));
        if (kept.length === rule.selectors.length) return;
        changed = true;
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.name === 'font-face' && ICONS_PATH.test(fileOf(atRule))) woff2Only(atRule);
        // A media query whose rules all went goes too.
        else if (changed && atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
};
