import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { hrefRule } from '../../scripts/lib/href-rule.js';

/**
 * Issue 32, finding 8 (docs/reliability.md): lint keeps `href={…}` to a literal, safeHref(…) or an
 * app path (scripts/lib/href-rule.js).
 */
const problems = (jsx: string): number => {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    `const x = <>${jsx}</>;`,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules: { 'no-restricted-syntax': ['error', hrefRule] },
      },
    ],
    'probe.tsx',
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.length;
};

describe('the href lint rule', () => {
  it.each([
    '<a href={row.video_url}>x</a>',
    '<a href={`${url}`}>x</a>',
    "<Link href={entry.path ?? '/x'}>x</Link>",
    '<area href={String(url)} />',
    '<a href={url as string}>x</a>',
    '<a href={encodeURI(url)}>x</a>',
  ])('refuses %s', (jsx) => {
    expect(problems(jsx)).toBe(1);
  });

  it.each([
    '<a href="https://example.com">x</a>',
    "<a href={'#main-content'}>x</a>",
    '<a href={safeHref(c.video_url)}>x</a>',
    '<Link href={absolute(patientDetailsPath(1))}>x</Link>',
    '<Link href={`~${QUEUE_PATH}`}>x</Link>',
    // A component's own prop is checked where it reaches its <Link>.
    '<FigureCard href={card.href} />',
  ])('allows %s', (jsx) => {
    expect(problems(jsx)).toBe(0);
  });
});
