import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './scripts/security-headers.ts';

const AUTH_PAGE_MODULES =
  /\/src\/(app\/auth-(app|header|handover)|app\/routes\/auth\/(login|signup|forgot-password|prefetch-landing)|features\/auth\/(schemas|messages|api\/map-errors|components\/(login-form|signup-form|forgot-password-form|auth-ui|auth-card|use-light-form)))\.tsx?$/;

/** What the staff frame draws with (src/app/layout/staff-frame.tsx): one small chunk, not five. */
const STAFF_FRAME_MODULES =
  /\/src\/(app\/layout\/(staff-frame|page-heads|layout-classes)|components\/layout\/page-heading|features\/admin\/messages\/page-heads|features\/expert\/page-heads)\.tsx?$/;

export default defineConfig(({ mode }) => ({
  plugins: [react(), securityHeaders({ ...loadEnv(mode, process.cwd(), ''), ...process.env })],
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
          ],
        },
      },
    },
  },
}));
