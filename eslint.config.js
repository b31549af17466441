// ESLint flat config. `npm run lint` checks the SPA (src/), the local stack,
// tests, e2e and the edge functions.
//
// Architecture (bulletproof-react): code flows shared -> features -> app.
// - shared code (components, hooks, lib, config, types, utils) never imports
//   features or app; the signed-in user (session store, profile loader, roles,
//   policies, quota rule) is shared code in src/lib/auth/;
// - a feature never imports another feature; compose features in src/app;
// - no import cycles: not an ESLint rule but scripts/import-graph.ts --check,
//   which `npm run lint` runs after ESLint;
// - main.tsx and the route table stay light: no supabase-js, auth store, Radix,
//   react-hook-form or icon sets there (public claim forms load only their chunk).
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Flat config replaces (does not merge) a rule's options per file, so every
// zone repeats the base restrictions through restrict().
const BASE_PATHS = [
  { name: 'react-router', message: "Import from 'react-router-dom'." },
  {
    name: '@supabase/supabase-js',
    message:
      'Use the typed client in src/lib/supabase.ts (auth-js + postgrest-js + functions-js): supabase-js bundles realtime and storage, which the app never uses.',
  },
];
const BASE_PATTERNS = [
  { group: ['../*'], message: "Use the '@/' alias instead of parent-relative imports." },
];
const restrict = ({ paths = [], patterns = [] } = {}) => [
  'error',
  { paths: [...BASE_PATHS, ...paths], patterns: [...BASE_PATTERNS, ...patterns] },
];

const featureZones = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrict({
      patterns: [
        {
          regex: '^@/app(/|$)',
          message: 'Features must not import from src/app (code flows shared -> features -> app).',
        },
        {
          regex: `^@/features/(?!${name}/)`,
          message: `Feature "${name}" must not import another feature; compose features in src/app instead.`,
        },
      ],
    }),
  },
}));

const HEAVY_IN_MAIN = [
  {
    name: '@supabase/supabase-js',
    message: 'Keep supabase-js out of the main chunk: import it in a lazy page or layout.',
  },
  { name: 'react-hook-form', message: 'Keep react-hook-form out of the main chunk.' },
  { name: 'lucide-react', message: 'Keep icon sets out of the main chunk.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.local',
      'coverage',
      'playwright-report',
      'test-results',
      'src/types/database.ts',
      'supabase/functions/_shared/database.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-expressions': [
        'error',
        { allowTernary: true, allowShortCircuit: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': restrict(),
    },
  },
  // Shared code never imports app, nor features.
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/hooks/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/config/**/*.{ts,tsx}',
      'src/types/**/*.{ts,tsx}',
      'src/utils/**/*.{ts,tsx}',
    ],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          { regex: '^@/app(/|$)', message: 'Shared code must not import from src/app.' },
          { regex: '^@/features(/|$)', message: 'Shared code must not import features.' },
        ],
      }),
    },
  },
  ...featureZones,
  // The entry and the route table stay light (see src/app/router.tsx).
  {
    files: ['src/main.tsx', 'src/app/index.tsx', 'src/app/router.tsx'],
    rules: {
      'no-restricted-imports': restrict({
        paths: HEAVY_IN_MAIN,
        patterns: [
          { group: ['@radix-ui/*'], message: 'Keep Radix out of the main chunk.' },
          {
            regex: '^@/(lib/auth/(auth-store|profile)|lib/supabase|app/layout)',
            message: 'Load the auth store, supabase client and app layout lazily.',
          },
        ],
      }),
    },
  },
  // Tests may use any import, and non-null assertions.
  {
    files: ['src/**/__tests__/**', 'src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-refresh/only-export-components': 'off',
      'no-restricted-imports': 'off',
    },
  },
  // The entry renders lazily imported roots and exports nothing; the navigation module pairs a
  // provider with its hook. Fast refresh has nothing to keep there.
  {
    files: ['src/main.tsx', 'src/lib/navigation.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // CommonJS tooling (the import resolver above).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Node tooling: the local stack, scripts, configs, integration tests, e2e.
  {
    files: [
      'stack/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      '.ci/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  // Edge functions and the local functions runner run on Deno (which has its
  // own linter; `// deno-lint-ignore` comments mark deliberate anys there).
  {
    files: ['supabase/functions/**/*.ts', 'stack/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
