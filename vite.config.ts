import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { headStart } from './scripts/head-start.ts';
import { securityHeaders } from './scripts/security-headers.ts';

const AUTH_PAGE_MODULES =
  /\/src\/(app\/auth-(app|header|handover)|app\/routes\/auth\/(login|signup|forgot-password|prefetch-landing)|features\/auth\/(schemas|messages|api\/map-errors|components\/(login-form|signup-form|forgot-password-form|auth-ui|auth-card|use-light-form)))\.tsx?$/;

/** What the staff frame draws with (src/app/layout/staff-frame.tsx): one small chunk, not five. */
const STAFF_FRAME_MODULES =
  /\/src\/(app\/route-loaders|lib\/auth\/(policies|stored-user)|app\/layout\/(staff-frame|page-heads|layout-classes)|components\/layout\/page-heading|features\/admin\/messages\/page-heads|features\/expert\/page-heads)\.tsx?$/;

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
    String.raw`/src/app/layout/(mobile-menu|search-box|user-menu|header|side-panel|route-titles|nav-links|user-avatar)\.tsx?$`,
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
const COMMON_MODULES =
  /\/src\/(lib\/navigation|components\/ui\/use-toast|config\/env|types\/database|lib\/drafts|components\/errors\/(error-boundary|error-screen|error-messages))\.tsx?$/;

/**
 * What the expert pages share (titles and labels, query keys, formats, the status badge) and the
 * expert dashboard's two requests: one chunk beside the page's own.
 */
const EXPERT_COMMON_MODULES =
  /\/src\/(features\/expert\/(constants|api\/(keys|get-queue|get-dashboard-counts)|utils\/format|components\/status-badge)|lib\/(format|question-status))\.tsx?$/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    headStart(),
    securityHeaders({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // No public source maps in production builds (docs/decisions.md, "Security headers on static
    // hosts").
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The auth pages' own modules in one chunk (docs/decisions.md, "Auth pages' light
          // entry"): a first visit to /login otherwise fetches a dozen small chunks, several round
          // trips over HTTP/1.1's six connections. Only modules no staff or public page needs at
          // first load.
          groups: [
            { name: 'auth-pages', test: AUTH_PAGE_MODULES, includeDependenciesRecursively: false },
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
