/**
 * The data of the page a signed-in staff member lands on, requested before the page renders
 * (docs/decisions.md, "Signed-in pages render from the stored session"): on /login as soon as the
 * sign-in knows where it goes (the page's chunks were prefetched while the visitor typed), and when
 * the app is opened at a staff page with a stored session, in parallel with the shell's and the
 * page's chunks instead of after them.
 *
 * The requests are the pages' own query functions under the pages' own query keys; the app
 * layout's React Query cache takes them over (`attachLandingData`), so the page's hooks find the
 * data (or the request under way) and send nothing more. A request that fails is not handed over:
 * the page then asks again itself and shows its own error.
 *
 * The pages' query functions and React Query are only imported dynamically (or as types): the
 * route table and the light auth entry import this module. It shares its chunk with the auth store
 * (vite.config.ts, `signed-in-core`), which it imports.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import type { Role } from '@/lib/auth/roles';

interface LandingQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  /**
   * Set for an infinite list (useInfiniteQuery): `queryFn` asks for its first page, which is handed
   * over as an infinite query. React Query keeps plain and infinite queries apart: a plain prefetch
   * under an infinite list's key can leave its hook with no data, no error and nothing under way.
   */
  infinite?: { initialPageParam: unknown };
}

interface Seed extends LandingQuery {
  promise: Promise<unknown>;
  startedAt: number;
  /** Set once the request answered. */
  result?: { data: unknown; at: number };
}

interface LandingPage {
  path: string;
  role: Role;
  queries: () => Promise<LandingQuery[]>;
}

const LANDING_PAGES: LandingPage[] = [
  {
    path: paths.expert.dashboard.path,
    role: 'expert',
    queries: async () => {
      const [{ expertKeys }, counts, queue] = await Promise.all([
        import('@/features/expert/api/keys'),
        import('@/features/expert/api/get-dashboard-counts'),
        import('@/features/expert/api/get-queue'),
      ]);
      return [
        { queryKey: expertKeys.dashboard(), queryFn: counts.getDashboardCounts },
        { queryKey: expertKeys.queue(), queryFn: queue.getQueue },
      ];
    },
  },
  {
    path: paths.admin.dashboard.path,
    role: 'admin',
    queries: async () =>
      (await import('@/features/admin/api/dashboard-data')).adminDashboardQueries(),
  },
  {
    path: paths.admin.users.path,
    role: 'admin',
    queries: async () => {
      const [{ adminKeys }, users] = await Promise.all([
        import('@/features/admin/api/keys'),
        import('@/features/admin/api/get-users-page'),
      ]);
      // The list as the menu and the sign-in open it: the first page, no search (an address with
      // ?page= or ?search= asks for its own page when it renders).
      const first = { page: 1, search: '' };
      return [{ queryKey: adminKeys.usersPage(first), queryFn: () => users.fetchUsersPage(first) }];
    },
  },
];
// /expert and /admin show the dashboards too.
const ALIASES: Record<string, string> = {
  [paths.expert.root.path]: paths.expert.dashboard.path,
  [paths.admin.root.path]: paths.admin.dashboard.path,
};

/** Older requests are not handed over (the page asks again). */
const SEED_TTL_MS = 10_000;

let seeds: Seed[] = [];
/** When each page's requests started, by path: a second start within SEED_TTL_MS sends nothing. */
const started = new Map<string, number>();
let sink: ((seed: Seed) => void) | null = null;

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function landingPage(pathname: string): LandingPage | undefined {
  const path = ALIASES[normalize(pathname)] ?? normalize(pathname);
  return LANDING_PAGES.find((page) => page.path === path);
}

/** Whether `pathname` is a page whose data is requested ahead (the chunks of its query functions). */
function hasLandingData(pathname: string): boolean {
  return landingPage(pathname) !== undefined;
}

/** Loads the query functions of these pages (no request), so a later start is immediate. */
export function preloadLandingQueries(pathnames: string[]): void {
  for (const pathname of pathnames)
    void landingPage(pathname)
      ?.queries()
      .catch(() => undefined);
}

/**
 * Requests the data of the page at `pathname` for a signed-in user of `role` (nothing when the page
 * has no ahead-of-time data or belongs to another role: its guard redirects).
 */
export function startLandingData(pathname: string, role: Role): void {
  const page = landingPage(pathname);
  if (!page || page.role !== role) return;
  const last = started.get(page.path);
  if (last !== undefined && Date.now() - last < SEED_TTL_MS) return;
  started.set(page.path, Date.now());
  void page.queries().then(
    (queries) => {
      // The answers are handed over together, so the page shows them in one render: parts that
      // arrive one by one would move what is already on screen (layout shift).
      const requests = queries.map((query) => query.queryFn());
      const all = Promise.allSettled(requests);
      queries.forEach((query, i) => {
        const promise = all.then(() => requests[i]);
        const seed: Seed = { ...query, promise, startedAt: Date.now() };
        seed.promise.then(
          (data) => {
            seed.result = { data, at: Date.now() };
          },
          () => {
            seeds = seeds.filter((s) => s !== seed);
          },
        );
        seeds.push(seed);
        sink?.(seed);
      });
    },
    () => undefined,
  );
}

/**
 * The same for the page the app is opened at, when the browser holds a signed-in user (the stored
 * profile gives the role; the request carries the stored session's token).
 */
export function startLandingDataFromStoredSession(pathname: string): void {
  if (!hasLandingData(pathname)) return;
  const { user, session } = useAuthStore.getState();
  if (user && session) startLandingData(pathname, user.role);
}

function give(client: QueryClient, seed: Seed): void {
  if (Date.now() - seed.startedAt > SEED_TTL_MS) return;
  if (client.getQueryState(seed.queryKey)?.data !== undefined) return;
  // The request under way: the page's hook joins it (a failure asks again, as the page would).
  const queryFn = () => seed.promise.catch(() => seed.queryFn());
  if (seed.infinite) {
    const { initialPageParam } = seed.infinite;
    if (seed.result)
      client.setQueryData(
        seed.queryKey,
        { pages: [seed.result.data], pageParams: [initialPageParam] },
        { updatedAt: seed.result.at },
      );
    else void client.prefetchInfiniteQuery({ queryKey: seed.queryKey, queryFn, initialPageParam });
    return;
  }
  if (seed.result)
    client.setQueryData(seed.queryKey, seed.result.data, { updatedAt: seed.result.at });
  else void client.prefetchQuery({ queryKey: seed.queryKey, queryFn });
}

/**
 * Hands the requests made so far, and those made later, to `client`. Call it before the pages'
 * hooks subscribe (the layout's first render and a layout effect), so they send no second request.
 * Returns the detach function.
 */
export function attachLandingData(client: QueryClient): () => void {
  const handed = seeds;
  seeds = [];
  for (const seed of handed) give(client, seed);
  const receive = (seed: Seed) => {
    seeds = seeds.filter((s) => s !== seed);
    give(client, seed);
  };
  sink = receive;
  return () => {
    if (sink === receive) sink = null;
  };
}

/** Gives the requests made so far to a new cache, without taking them (safe during render). */
export function peekLandingData(client: QueryClient): void {
  for (const seed of seeds) give(client, seed);
}

/** Forgets every request (sign-out, tests). */
export function resetLandingData(): void {
  seeds = [];
  started.clear();
  sink = null;
}
