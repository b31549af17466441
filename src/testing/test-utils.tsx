import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { resetToasts } from '@/components/ui/use-toast';
import { Toaster } from '@/components/ui/toaster';
import { useAuthStore } from '@/lib/auth/auth-store';
import { RouterNavigation } from '@/lib/router-navigation';
import type { AuthUser } from '@/lib/auth/types';

/** Shows the current location so tests can assert redirects. */
function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function resetAuthStore(partial: Partial<ReturnType<typeof useAuthStore.getState>> = {}) {
  // Back to the store's initial state, actions included (tests may stub them).
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useAuthStore.setState(partial);
}

export function makeUser(partial: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'user',
    questionsRemaining: 10,
    avatarUrl: null,
    isCorporateUser: false,
    isApprover: false,
    ...partial,
  };
}

/** Render the whole app (route table + lazy layout) at `path`. */
export function renderApp(path = '/', options?: RenderOptions) {
  resetToasts();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <AppRoutes />
      </RouterNavigation>
      <LocationDisplay />
    </MemoryRouter>,
    options,
  );
  return { ...result, user: userEvent.setup() };
}

/** Render one component with router, React Query and the toaster. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', routePath }: { path?: string; routePath?: string } = {},
) {
  resetToasts();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterNavigation>
          {routePath ? (
            <Routes>
              <Route path={routePath} element={children} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            children
          )}
        </RouterNavigation>
        <LocationDisplay />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, user: userEvent.setup() };
}

/**
 * Waits for the app to be at `pathname`. A navigation may first load the target route's lazy chunk
 * (and, in a cold test run, transform it), which took more than the default 8 s once in CI on a
 * loaded machine, so this waits up to 15 s (within the unit tests' 20 s timeout).
 */
export async function expectLocation(pathname: string) {
  await waitFor(
    () => expect(screen.getByTestId('location').textContent?.split('?')[0]).toBe(pathname),
    { timeout: 15_000 },
  );
}
