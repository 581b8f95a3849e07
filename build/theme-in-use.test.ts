import { describe, expect, it } from 'vitest';

import { iconSelectorInUse, namesInUse, selectorInUse, themeInUse } from './theme-in-use';

const names = namesInUse('src', 'node_modules/primereact');

describe('namesInUse', () => {
  it('finds the families of the PrimeReact components the app imports, and of what they import', () => {
    for (const family of ['datepicker', 'calendar', 'sidebar', 'toast', 'button', 'inputtext', 'component']) {
      expect(names.families).toContain(family);
    }
    for (const family of ['datatable', 'dropdown', 'dialog', 'multiselect', 'galleria', 'tree']) {
      expect(names.families).not.toContain(family);
    }
  });

  it("finds the icons src/ names, not PrimeReact's list of all icons", () => {
    expect(names.icons).toContain('pi-home');
    expect(names.icons).toContain('pi-window-maximize');
    expect(names.icons).not.toContain('pi-github');
  });
});

describe('selectors', () => {
  it('keeps a theme selector only when every p- family in it is in use', () => {
    expect(selectorInUse('.p-datepicker table td > span.p-highlight', names)).toBe(true);
    expect(selectorInUse(':root', names)).toBe(true);
    expect(selectorInUse('.p-datatable .p-datatable-thead > tr > th', names)).toBe(false);
    expect(selectorInUse('.p-button.p-button-danger .p-dropdown', names)).toBe(false);
  });

  it('keeps icon rules of icons in use and every other primeicons rule', () => {
    expect(iconSelectorInUse('.pi-home:before', names)).toBe(true);
    expect(iconSelectorInUse('.pi-github:before', names)).toBe(false);
    expect(iconSelectorInUse('.pi-spin', names)).toBe(true);
  });
});

/** Just enough of a PostCSS tree to run the plugin. */
const THEME = '/x/node_modules/primereact/resources/themes/fluent-light/theme.css';
const ICONS = '/x/node_modules/primeicons/primeicons.css';
const fakeRoot = (rules: { file: string; selectors: string[] }[], fontSrc: string[]) => {
  const live = rules.map((rule) => ({
    ...rule,
    type: 'rule',
    removed: false,
    source: { input: { file: rule.file } },
    remove() {
      this.removed = true;
    },
  }));
  const decls = fontSrc.map((value) => ({
    type: 'decl',
    prop: 'src',
    value,
    removed: false,
    remove() {
      this.removed = true;
    },
  }));
  const fontFace = {
    type: 'atrule',
    name: 'font-face',
    source: { input: { file: ICONS } },
    remove: () => undefined,
    walkDecls: (visit: (decl: (typeof decls)[number]) => void) => decls.forEach(visit),
  };
  return {
    live,
    decls,
    root: {
      walkRules: (visit: (rule: (typeof live)[number]) => void) => live.forEach(visit),
      walkAtRules: (visit: (atRule: typeof fontFace) => void) => visit(fontFace),
    },
  };
};

describe('themeInUse', () => {
  it('drops unused theme selectors and icons, leaves other files alone, keeps woff2 only', () => {
    const { live, decls, root } = fakeRoot(
      [
        { file: THEME, selectors: ['.p-toast .p-toast-message', '.p-datatable .p-datatable-tbody'] },
        { file: THEME, selectors: ['.p-paginator'] },
        { file: ICONS, selectors: ['.pi-github:before'] },
        { file: ICONS, selectors: ['.pi-home:before'] },
        { file: '/x/src/styles/shell.css', selectors: ['.p-datatable-like-our-own'] },
      ],
      [
        "url('./fonts/primeicons.eot')",
        "url('./fonts/primeicons.eot?#iefix') format('embedded-opentype'), url('./fonts/primeicons.woff2') format('woff2'), url('./fonts/primeicons.ttf') format('truetype')",
      ],
    );
    themeInUse('src', 'node_modules/primereact').Once(root);
    expect(live.map((rule) => (rule.removed ? null : rule.selectors))).toEqual([
      ['.p-toast .p-toast-message'],
      null,
      null,
      ['.pi-home:before'],
      ['.p-datatable-like-our-own'],
    ]);
    expect(decls[0]?.removed).toBe(true);
    expect(decls[1]?.value).toBe("url('./fonts/primeicons.woff2') format('woff2')");
  });
});
