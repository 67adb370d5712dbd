// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.js';
import { shopperLiterals } from './eslint.shopperTexts.js';

const queryKeyArrays = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Build query keys with the domain's key factory (e.g. orderDeskKeys in orderDeskApi.ts).",
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'src/routeTree.gen.ts', 'src/desk/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x skips .ts files and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // JSX handlers may be async: React ignores the promise, and navigate() returns one.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Route files hand TanStack Router its own thrown redirects/notFound; the rule cannot tell them from errors.
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // server/config.ts parses the environment once (zod); entry points with their own settings read theirs.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/dev.ts', 'server/db/commands/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config() in server/config.ts.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // TanStack Query's own rules: a query key that misses what its function reads, a QueryClient made in render,
  // a mutation's callbacks in an order that loses inferred types (docs/architecture.md, "Data").
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    // A component asks through its domain's key factory and query options (productKeys, orderDeskKeys…), so one
    // key names one thing and the domain's api file invalidates it; an array written in a component would fork it.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', queryKeyArrays],
    },
  },
  {
    // Every shopper-facing text goes through t() and the message catalogue (docs/i18n.md); the desk stays English.
    files: ['src/features/**/*.tsx', 'src/{layout,ui,routes}/**/*.tsx'],
    ignores: ['src/features/desk/**', 'src/features/*/desk/**', 'src/routes/admin.$.tsx', 'src/ui/Devtools.tsx'],
    rules: {
      'no-restricted-syntax': ['error', queryKeyArrays, ...shopperLiterals],
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, objectContaining) are typed any by design.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
