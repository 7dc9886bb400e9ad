import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** pwa/features/<name>: each one a closed room (pwa/app/routes composes them). */
const features = readdirSync(join(root, 'pwa/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers' boundaries, checked (decision 019): shared/ at the bottom, the API and the PWA on
 * it and never on each other; inside pwa/, lib/ and components/ under features/ under app/, no
 * feature on another. Type imports count too: a type from the other side ties the two builds
 * together all the same. scripts/, bench/ and e2e/ are tooling and may use any layer. Import
 * cycles are refused by oxlint (.oxlintrc.json, decision 050). (The PWA's typed client takes the API's types from its
 * OpenAPI document, written into pwa/lib/api/generated/, not from api/: decision 045.)
 */
const boundaries = {
  files: ['**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // Relative paths and package.json's "imports" (#api/*, #pwa/*, #shared/*) to their files.
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          {
            target: './api',
            from: './pwa',
            message: 'The API does not build on the PWA: move what both need to shared/.',
          },
          {
            target: './pwa',
            from: './api',
            message: 'The PWA reaches the API over HTTP only: what both need belongs in shared/.',
          },
          {
            target: './shared',
            from: ['./api', './pwa', './scripts', './bench', './e2e'],
            message: 'shared/ is the bottom layer: it imports nothing above it.',
          },
          // Inside pwa/: components/ and lib/ under features/, features/ under app/.
          {
            target: './pwa/lib',
            from: ['./pwa/components', './pwa/features', './pwa/app'],
            message:
              'pwa/lib is the bottom of the PWA: it knows no component, feature or page. Pass ' +
              'what it needs in, or move that piece down to pwa/lib.',
          },
          {
            target: './pwa/components',
            from: ['./pwa/features', './pwa/app'],
            message:
              'pwa/components knows no feature or page: take what it needs as props, or move ' +
              'that piece down to pwa/lib.',
          },
          {
            target: './pwa/features',
            from: './pwa/app',
            message:
              'A feature does not import the app: move what it needs (paths, navigation state) ' +
              'down to pwa/lib, or let the page in pwa/app/routes pass it in.',
          },
          ...features.map((feature) => ({
            target: `./pwa/features/${feature}`,
            from: './pwa/features',
            except: [`./${feature}`],
            message:
              'A feature does not import another: compose them in pwa/app/routes, or move the ' +
              'piece they share down to pwa/components or pwa/lib.',
          })),
        ],
      },
    ],
  },
};

/**
 * shared/ is the wire contract: of the packages, zod and temporal-polyfill only (and vitest,
 * fast-check, Node's in its tests). Temporal is how both sides turn a schedule into its sessions
 * (decision 022).
 */
/** @param {string} allowed more packages, each `name$|` */
const sharedImports = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // Packages only: paths (relative, or #-aliased) are no-restricted-paths' to check.
          regex: `^(?!zod($|/)|temporal-polyfill$|${allowed}node:|[.#])`,
          message:
            'shared/ is the wire contract both sides build on: zod, temporal-polyfill and its own files only ' +
            '(no React, Dexie, drizzle or other package of one side).',
        },
      ],
    },
  ],
});
const sharedPackages = { files: ['shared/**/*.{ts,tsx}'], rules: sharedImports('vitest$|') };
const sharedTests = {
  files: ['shared/**/*.test.ts'],
  rules: sharedImports('vitest$|fast-check$|'),
};

/**
 * A feature calls the API through the typed client only (decision 045): `apiClient.GET('/api/…')`,
 * whose paths, parameters and bodies the API's contract checks. A hand-written path
 * (`api.get('class')`, `fetch('/api/class')`) is refused. scripts/lint-boundaries.test.ts proves it.
 */
const HAND_WRITTEN_PATH =
  'Call the API through apiClient (pwa/lib/api/api-client.ts), whose paths the contract checks ' +
  '(decision 045), not with a hand-written path.';
const typedApiCalls = {
  files: ['pwa/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.object.name=/^(api|bareApi)$/][callee.property.name=/^(get|post|put|patch|delete|head)$/]',
        message: HAND_WRITTEN_PATH,
      },
      {
        selector: 'CallExpression[callee.name="fetch"][arguments.0.value=/^\\/api/]',
        message: HAND_WRITTEN_PATH,
      },
      {
        selector: 'CallExpression[callee.name="fetch"][arguments.0.quasis.0.value.raw=/^\\/api/]',
        message: HAND_WRITTEN_PATH,
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: 'lib/api/api-client',
            importNames: ['api', 'bareApi'],
            message: HAND_WRITTEN_PATH,
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.data',
      '.wrangler',
      'coverage',
      // Playwright's traces and reports: a run stopped midway leaves them behind.
      'test-results',
      'api/db/migrations',
      // Generated by scripts/i18n/compile-messages.ts; its test holds the boundary of shared/.
      'shared/i18n/paraglide',
      // Generated by scripts/api-types/generate-api-types.ts from the API's contract.
      'pwa/lib/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundaries,
  sharedPackages,
  sharedTests,
  typedApiCalls,
);
