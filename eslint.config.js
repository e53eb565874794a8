import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { boundariesPlugin } from './eslint/boundaries.js'
import { pageListsPlugin } from './eslint/page-lists.js'

// Named or default imports from zod (the namespace import is the allowed form). Selecting the
// specifier kinds, not ":not(ImportNamespaceSpecifier)", which also matched the source literal.
const ZOD_NAMED_IMPORT =
  "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier, ImportDefaultSpecifier)"

const NO_USE_NETWORK = {
  name: '@mantine/hooks',
  importNames: ['useNetwork'],
  message: 'Use useConnectivity() from src/data: one connectivity source.',
}
export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dev-dist',
      '.data',
      'test-results',
      'playwright-report',
      '**/*.gen.ts',
      // Vendored upstream tests, kept byte-for-byte (see their README).
      'tests/integration/backend/upstream/*/test',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/dependency-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: ZOD_NAMED_IMPORT,
          message: "Use `import * as z from 'zod'` (the named import pulls every locale).",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Only src/env.ts reads import.meta.env.',
        },
        {
          selector: ZOD_NAMED_IMPORT,
          message: "Use `import * as z from 'zod'` (the named import pulls every locale).",
        },
        {
          selector:
            "CallExpression[callee.property.name='addEventListener'][arguments.0.value=/^(online|offline)$/]",
          message:
            'Connectivity has one source in the page: onOnlineChange() from src/data/connectivity.ts.',
        },
      ],
    },
  },
  {
    // One connectivity source (src/data/connectivity.ts, driven by the pwa feature's monitor).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/data/connectivity.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'navigator',
          property: 'onLine',
          message: 'Ask isOnline() or useConnectivity() from src/data: one connectivity source.',
        },
      ],
      'no-restricted-imports': ['error', { paths: [NO_USE_NETWORK] }],
    },
  },
  {
    // A visitor never opens the replica, yet may prefetch page chunks: a value from src/db's
    // barrel (which re-exports database.ts, RxDB) would pull RxDB into the page's chunk. Types
    // are free; values come from their own modules.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NO_USE_NETWORK,
            {
              name: '@/db/index.ts',
              allowTypeImports: true,
              message:
                "Import values from their own module (e.g. '@/db/fields.ts'): the barrel pulls RxDB into the page's chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { pages: pageListsPlugin },
    rules: {
      'pages/only-in-registry': [
        'error',
        {
          allow: [
            // The footer's typed links, and the legacy paths with where they go now.
            'src/app/shell/Footer.tsx',
            'src/lib/redirects.ts',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)
