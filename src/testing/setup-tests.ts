import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { TEST_SUPABASE_ANON_KEY, TEST_SUPABASE_URL } from '@/testing/mocks/supabase-urls';

// Env for src/config/env.ts (read when a module first imports it).
vi.stubEnv('VITE_SUPABASE_URL', TEST_SUPABASE_URL);
vi.stubEnv('VITE_SUPABASE_ANON_KEY', TEST_SUPABASE_ANON_KEY);
vi.stubEnv('VITE_SHOW_DEMO_LOGINS', 'false');

// A request nobody mocked fails the test: add a handler (src/testing/mocks/handlers.ts, or
// server.use() in the test) for every request a page makes.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Files marked `// @vitest-environment node` (pure logic) skip jest-dom, Testing Library and the
// window stubs. Imported last so that its afterEach (unmount, clear storage) runs before the one
// above, as when both were one hook.
if (typeof document !== 'undefined') await import('@/testing/setup-dom');
