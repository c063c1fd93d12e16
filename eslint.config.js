import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The web app's features: each one's folder name under apps/web/src/features. */
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURES = 'apps/web/src/features';

/**
 * What may import what (docs/architecture.md, "Packages and what may import what"): paths are
 * resolved, so a relative import is caught as surely as any other.
 */
const boundaries = [
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'packages/shared imports neither app: both apps import it, never the other way.',
  },
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The apps do not import each other: what both need belongs in packages/shared.',
  },
  {
    target: 'apps/api',
    from: 'apps/web/src',
    message:
      'The apps do not import each other: what both need belongs in packages/shared (the API loads the built dist-ssr at run time).',
  },
  ...webFeatures.map((feature) => ({
    target: `${FEATURES}/${feature}/**`,
    from: `${FEATURES}/!(${feature})/**`,
    except: [`**/${FEATURES}/*/index.ts`],
    message:
      'A feature imports another feature only through that feature’s index.ts; pages in app/ compose features.',
  })),
  {
    target: FEATURES,
    from: 'apps/web/src/app',
    message: 'Features do not import app/: pages compose features, not the other way.',
  },
  {
    target: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/hooks'],
    from: FEATURES,
    message:
      'components/, lib/ and hooks/ are shared pieces and import no feature: move what both need here.',
  },
  {
    target: [
      'apps/api/src/*.ts',
      'apps/api/src/!(modules)/**',
      'apps/api/src/modules/!(identity)/**',
    ],
    from: 'apps/api/src/modules/identity',
    except: ['./index.ts'],
    message:
      'The rest of the API imports the identity module only through modules/identity/index.ts.',
  },
  {
    target: ['apps/api/src/*.ts', 'apps/api/src/!(modules)/**', 'apps/api/src/modules/!(mail)/**'],
    from: 'apps/api/src/modules/mail',
    except: ['./index.ts'],
    message: 'The rest of the API imports the mail module only through modules/mail/index.ts.',
  },
];

/** The only API code that may touch Drizzle and the database drivers. */
const DATABASE_CODE = [
  'apps/api/src/db/**',
  'apps/api/src/**/*.repository.ts',
  // Each module's tables (drizzle.config.ts reads them).
  'apps/api/src/modules/**/*.schema.ts',
  // Tests may read and set rows directly, to check what a call stored or to arrange a state.
  'apps/api/src/**/*.test.ts',
  'apps/api/src/fuzz/**',
  // The search and ordering helpers beside the recipes repository build its SQL.
  'apps/api/src/modules/recipes/recipes.{search,order}{,-*}.ts',
  'apps/api/src/modules/recipes/recipes.{search,order}.test.ts',
  'apps/api/src/test/{test-database,embedded-test-database,migrations-up-to,pglite-dump.setup}.ts',
];

const DATABASE_MESSAGE =
  'Only repositories (*.repository.ts, with the recipes search and ordering helpers), the tables (*.schema.ts), src/db/ and the test database helper touch Drizzle or a database driver: go through a repository.';

/** Files type-checked with no project of their own: the API's tool configurations. */
// The identity gate and emulator (apps/api/bin) and the compose stack's relay (compose/identity)
// have projects of their own (a tsconfig.json in each folder).
const DEFAULT_PROJECT_FILES = ['apps/api/*.config.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: DEFAULT_PROJECT_FILES,
        },
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      // `${undefined}` writes "undefined" into a message or a URL; `any` is left to the boundaries
      // that read JSON.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allowBoolean: true,
          allowAny: true,
          allowNullish: false,
          allowRegExp: false,
          allowNever: false,
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: DATABASE_CODE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', '@electric-sql/pglite', 'pg'].map((name) => ({
            name,
            message: DATABASE_MESSAGE,
          })),
          patterns: [
            { group: ['drizzle-orm/*', '@electric-sql/pglite/*'], message: DATABASE_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // In tests an id that is missing makes the request or the assertion fail on its own.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.process.ts',
      'apps/api/src/fuzz/**',
      'apps/api/src/test/**',
      'e2e/**',
    ],
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowAny: true, allowNullish: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Browser tests run in Node, and the functions they hand to the page run in the browser.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The identity gate, emulator and relay: named module-level functions, none longer than a
    // screen.
    files: ['apps/api/bin/*.cjs', 'compose/identity/*.cjs'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // CommonJS: require() is how it imports, and a module's own `const crypto = require(…)` is
    // its own binding, not the global's.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
);
