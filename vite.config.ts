import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { headStart } from './scripts/head-start.ts';
import { securityHeaders } from './scripts/security-headers.ts';

/**
 * A chunk group's modules, named by their paths under src/ (no extension). Each must exist: a
 * file that moved would otherwise leave its group silently (the build fails instead).
 */
function srcModules(...files: string[]): RegExp {
  for (const file of files)
    if (!['.ts', '.tsx'].some((ext) => fs.existsSync(path.join(SRC, file + ext))))
      throw new Error(`vite.config.ts: a chunk group names src/${file}, which does not exist`);
  return new RegExp(String.raw`/src/(${files.join('|')})\.tsx?$`);
}

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The auth pages' own modules. The light form hook, which the public forms use as well, is in
 * `common`: in this group it would make a public form load the auth pages' chunk.
 */
const AUTH_PAGE_MODULES = srcModules(
  ...['auth-app', 'auth-header', 'auth-handover'].map((f) => `app/${f}`),
  ...['login', 'signup', 'forgot-password', 'prefetch-landing'].map((f) => `app/routes/auth/${f}`),
  ...['schemas', 'messages', 'api/map-errors'].map((f) => `features/auth/${f}`),
  ...['login-form', 'signup-form', 'forgot-password-form', 'auth-ui', 'auth-card'].map(
    (f) => `features/auth/components/${f}`,
  ),
);

/**
 * What the staff frame draws with (src/app/layout/staff-frame.tsx): one small chunk, not five. The
 * registry of signed-in pages (src/app/pages.ts) and the page names it reads are in it.
 */
const STAFF_FRAME_MODULES = srcModules(
  'app/route-loaders',
  'app/pages',
  'app/page-types',
  'lib/auth/policies',
  'lib/auth/stored-user',
  'app/layout/staff-frame',
  'app/layout/page-heads',
  // The app's addresses: the frame's links need them, and so does every page after it.
  'config/paths',
  'app/layout/layout-classes',
  'components/layout/page-heading',
  'features/admin/messages/page-heads',
  'features/expert/page-heads',
  'features/claim-review/page-heads',
  'features/knowledge/page-heads',
  'features/search/messages',
);

/**
 * The signed-in shell's modules that every staff page needs at first load and no public form or
 * auth page does (docs/decisions.md, "Weight of the staff pages"): the router, React Query, the
 * layout's parts and the few UI primitives they use. In one chunk they cost one request instead
 * of about twenty over HTTP/1.1's six connections. Not the modules loaded by dynamic import (the
 * entry, the layout, the guards, the pages): a group that takes one builds a broken chunk.
 */
const STAFF_SHELL_MODULES = new RegExp(
  [
    String.raw`/node_modules/(react-router|@tanstack/(query-core|react-query)|clsx|tailwind-merge|class-variance-authority)/`,
    String.raw`/node_modules/@radix-ui/(react-avatar|react-context|react-use-layout-effect|react-use-callback-ref|react-primitive|react-compose-refs|react-slot)/`,
    String.raw`/node_modules/lucide-react/dist/esm/(shared/|defaultAttributes|context|Icon|createLucideIcon|icons/(menu|search)\.)`,
    String.raw`/src/app/(route-components|router|index)\.tsx?$`,
    String.raw`/src/app/layout/(mobile-menu|search-box|user-menu|header|side-panel|route-titles|nav-links|nav-item|user-avatar)\.tsx?$`,
    String.raw`/src/(lib/router-navigation|components/ui/(lazy-toaster|avatar|button|input)|lib/utils|components/layout/page-shell)\.tsx?$`,
  ].join('|'),
);

/**
 * What a signed-in page and the auth pages both load first, and no public form does at first load:
 * the auth client (supabase-js' auth and database parts), the auth store and the focus helpers. One
 * request for both instead of a dozen. Not functions-js, which a public form
 * loads by itself when it calls a function.
 */
const SIGNED_IN_CORE_MODULES = new RegExp(
  [
    String.raw`/node_modules/(@supabase/(auth-js|postgrest-js)/|zustand/)`,
    String.raw`/src/lib/auth/(auth-store|auth-events|profile|quota|roles|messages)\.ts$`,
    String.raw`/src/(lib/supabase|lib/functions|app/landing-data|utils/lazy-import)\.ts$`,
    String.raw`/src/app/layout/(skip-link|page-titles|use-route-focus)\.tsx?$`,
  ].join('|'),
);

/**
 * Small modules that every first load needs, a public form's, an auth page's and a staff page's
 * alike (navigation, toasts, the build's env, the error screen, drafts, the database's constants):
 * one request instead of seven.
 */
const COMMON_MODULES = srcModules(
  'lib/navigation',
  'components/ui/use-toast',
  'config/env',
  'types/database',
  'lib/drafts',
  ...['error-boundary', 'error-screen', 'error-messages'].map((f) => `components/errors/${f}`),
  // The light form hook of the auth pages and the public forms (src/components/form/).
  'components/form/use-light-form',
  // Page names that the auth pages' and the claim forms' strings share with the registry of
  // signed-in pages.
  'features/auth/page-heads',
  'features/claims/page-heads',
);

/**
 * How a failed request is told: the error's class and texts, and the view that shows it. Every
 * signed-in page and auth page loads them: one request instead of three. A public form loads them
 * with its demo gate or its sending code, the view's 1 KB with them.
 */
const ERROR_MODULES = srcModules('lib/api-error', 'lib/load-failure', 'components/ui/load-error');

/**
 * What the admin pages share (their query keys, common texts, page frame and date formats) and the
 * admin dashboard's requests: one chunk beside the page's own. The dashboard loaded them as a dozen
 * files of under 2 KB each, several round trips over HTTP/1.1's six connections. Not the texts only
 * some admin pages use: with them, admin reports weighed over its budget (docs/benchmarks.md).
 */
const ADMIN_COMMON_MODULES = srcModules(
  ...[
    'keys',
    'dashboard-data',
    'get-status-counts',
    'get-overdue-questions',
    'get-unapprovable-answers',
    'get-accounts',
    'get-experts',
    'get-email-delivery-counts',
    'get-held-submissions',
    'get-events',
  ].map((f) => `features/admin/api/${f}`),
  'features/admin/messages/common',
  'features/admin/components/admin-page',
  'features/admin/utils/format',
);

/**
 * What the expert pages share (titles and labels, query keys, formats, the status badge) and the
 * expert dashboard's two requests: one chunk beside the page's own. Not src/lib/format or
 * src/lib/question-status, which admin pages use as well: in this group they would make every admin
 * page with a date load the expert pages' chunk.
 */
const EXPERT_COMMON_MODULES =
  /\/src\/features\/expert\/(constants|api\/(keys|get-queue|get-dashboard-counts)|utils\/format|components\/status-badge)\.tsx?$/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The prerender's server build (scripts/prerender.ts, `build.ssr`) renders pages in Node: no
  // head start, no headers files, no chunk groups.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        headStart(),
        securityHeaders({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
      ],
  resolve: {
    alias: { '@': SRC },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // No public source maps in production builds (docs/decisions.md, "Security headers on static
    // hosts").
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The auth pages' own modules in one chunk (docs/decisions.md, "Auth pages' light
              // entry"): a first visit to /login otherwise fetches a dozen small chunks, several round
              // trips over HTTP/1.1's six connections. Only modules no staff or public page needs at
              // first load.
              groups: [
                {
                  name: 'auth-pages',
                  test: AUTH_PAGE_MODULES,
                  includeDependenciesRecursively: false,
                },
                // The staff frame main.tsx paints while the app loads, in one request.
                {
                  name: 'staff-frame',
                  test: STAFF_FRAME_MODULES,
                  includeDependenciesRecursively: false,
                },
                { name: 'common', test: COMMON_MODULES, includeDependenciesRecursively: false },
                {
                  name: 'expert-common',
                  test: EXPERT_COMMON_MODULES,
                  includeDependenciesRecursively: false,
                },
                { name: 'errors', test: ERROR_MODULES, includeDependenciesRecursively: false },
                {
                  name: 'admin-common',
                  test: ADMIN_COMMON_MODULES,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'signed-in-core',
                  test: SIGNED_IN_CORE_MODULES,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'staff-shell',
                  test: STAFF_SHELL_MODULES,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
}));
