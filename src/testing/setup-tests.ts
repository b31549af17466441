import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { TEST_SUPABASE_ANON_KEY, TEST_SUPABASE_URL } from '@/testing/mocks/supabase-urls';

// findBy*/waitFor wait up to 8 s (default 1 s): the first render of a lazy route compiles its
// chunk's modules on demand, which on a loaded shared machine can take more than a second.
configure({ asyncUtilTimeout: 8000 });

// Env for src/config/env.ts (read when a module first imports it).
vi.stubEnv('VITE_SUPABASE_URL', TEST_SUPABASE_URL);
vi.stubEnv('VITE_SUPABASE_ANON_KEY', TEST_SUPABASE_ANON_KEY);
vi.stubEnv('VITE_SHOW_DEMO_LOGINS', 'false');

// jsdom lacks these; Radix and responsive code use them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};

// A request nobody mocked fails the test: add a handler (src/testing/mocks/handlers.ts, or
// server.use() in the test) for every request a page makes.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
