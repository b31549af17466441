/**
 * What the entries (src/main.tsx, the light auth entry) load of the app: the app itself and what
 * it needs before its first render. A module apart from src/app/index.tsx, which exports only the
 * component (fast refresh).
 */
import { startLandingDataFromStoredSession } from '@/app/landing-data';
import { preloadRoute } from '@/app/route-components';
import { cn } from '@/lib/utils';

export { App } from '@/app';
export { preloadRoute } from '@/app/route-components';
export { preloadLandingQueries } from '@/app/landing-data';

/**
 * Before the app's first render at `pathname`: the layout's, the guards' and the page's chunks
 * (resolves when they are in memory, so nothing waits behind a Suspense fallback), and with a
 * stored session the page's data, requested at once, in parallel.
 */
export function prepareApp(pathname: string): Promise<void> {
  startLandingDataFromStoredSession(pathname);
  const ready = preloadRoute(pathname);
  // tailwind-merge builds its class table on its first call (about 45 ms on a throttled phone);
  // made here, in a task of its own while the chunks and data are on their way, it is not built
  // inside the first render's first slice (docs/decisions.md, "Main thread of the staff pages").
  setTimeout(() => cn('p-0', 'p-1'), 0);
  return ready;
}
