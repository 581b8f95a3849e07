// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { hrefRule } from './scripts/lib/href-rule.js';

/**
 * Medplum-style strictness: no floating promises, consistent type imports, exhaustive switches,
 * and bulletproof-react's one-way imports: lib, atoms, generated <- components <- features <- app, and no
 * feature importing another feature.
 */
// Read from disk so a new feature folder is fenced off from the others without editing this file.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** docs/requirements.md 13.17: nothing outside the HTTP layer talks to axios; calls use src/generated. */
const AXIOS_MESSAGE = 'Only src/lib/http/** may import axios: call the generated functions or hooks instead.';
const axiosRestriction = {
  paths: [{ name: 'axios', message: AXIOS_MESSAGE }],
  patterns: [{ group: ['axios/*'], message: AXIOS_MESSAGE }],
};
/** `no-restricted-imports` does not see `import('axios')` or `require('axios')`; these selectors do. */
const axiosCalls = [
  { selector: 'ImportExpression[source.value=/^axios(\\u002F.*)?$/]', message: AXIOS_MESSAGE },
  {
    selector: "CallExpression[callee.name='require'][arguments.0.value=/^axios(\\u002F.*)?$/]",
    message: AXIOS_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*/**',
      'coverage',
      'node_modules',
      'src/generated',
      'public',
      'contracts/pacts',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      // import/no-restricted-paths resolves the '@/' and '@tests/' aliases through tsconfig.json.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', axiosRestriction],
      // Issue 32's "no runtime import cycle" is `npm run check:cycles` (dpdm), not import/no-cycle:
      // the same finding in a seventh of the time (docs/testing.md, "What the suite costs").
      'no-restricted-syntax': ['error', ...axiosCalls, hrefRule],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/lib', './src/atoms'],
              from: ['./src/components', './src/features', './src/app', './src/mocks'],
            },
            // The shared UI kit is below every feature: any feature may use it, it uses none.
            {
              target: './src/components',
              from: ['./src/features', './src/app', './src/mocks'],
              message: 'src/components is the shared UI kit: it imports lib, atoms and generated only.',
            },
            { target: './src/features', from: './src/app' },
            // The demo API is started by src/main.tsx alone; screens reach it through src/lib/demo-tools.ts.
            {
              target: ['./src/features', './src/app'],
              from: './src/mocks',
              message: 'The demo API (src/mocks) is started by src/main.tsx; use src/lib/demo-tools.ts.',
            },
            // The bench and the build's own code read what they share with the app from src/lib
            // (src/lib/constants.ts), never from a feature's internals.
            {
              target: ['./scripts', './build'],
              from: './src/features',
              message: "scripts/ and build/ import from src/lib, never a feature's internals.",
            },
            // The production build imports nothing from scripts/ (build/README.md).
            {
              target: ['./build', './vite.config.ts'],
              from: './scripts',
              message: "The build's own code lives in build/; scripts/ is for tests, the bench and tools.",
            },
            ...featureNames.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'contracts/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
