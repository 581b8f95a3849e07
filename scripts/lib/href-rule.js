// @ts-check
/**
 * Issue 32, finding 8 (docs/reliability.md): a URL from data reaches an `href` only through
 * `safeHref` (src/lib/safe-href.ts: https, and http in demo mode). On an element (`<a>`, `<area>`,
 * wouter's `<Link>`), `href={…}` takes a string literal, `safeHref(…)`, the app path helper
 * `absolute(…)` (src/lib/app-paths.ts) or its spelled-out form `` `~${PATH}` ``, nothing else. A
 * component's own `href` prop (FigureCard) is checked where it reaches its `<Link>`.
 */
export const hrefRule = {
  selector:
    "JSXOpeningElement[name.name=/^([a-z]+|Link)$/] > JSXAttribute[name.name='href'] > JSXExpressionContainer > " +
    ":not(Literal, TemplateLiteral[quasis.0.value.raw='~'], CallExpression[callee.name=/^(safeHref|absolute)$/])",
  message:
    'href={…} takes a string literal, safeHref(url) for a URL from data, or absolute(path) for an app path (docs/reliability.md).',
};
