import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './scripts/security-headers.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), securityHeaders({ ...loadEnv(mode, process.cwd(), ''), ...process.env })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // No public source maps in production builds (issue 11 §5).
  build: { sourcemap: false },
}));
