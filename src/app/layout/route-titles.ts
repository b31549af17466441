import { matchRoutes } from 'react-router-dom';
import { APP_NAME, AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { SIGNED_IN_PAGES } from '@/app/pages';
import type { SignedInPage } from '@/app/page-types';
import { paths } from '@/config/paths';

/** Every address of every signed-in page, ranked by react-router as the route table ranks them. */
const PAGE_ROUTES = SIGNED_IN_PAGES.flatMap((page, i) =>
  [page.path, ...(page.aliases ?? [])].map((path) => ({ id: String(i), path })),
);

/**
 * The pages already looked up, by address. `matchRoutes` flattens, ranks and compiles the whole
 * table on every call, and the layout asks for two addresses per navigation link on each render
 * (`navCurrent`): on a throttled phone that was a tenth of the staff pages' longest task. A visit
 * opens few addresses; the map is emptied when it grows past `PAGE_AT_CACHE` of them.
 */
const pagesAt = new Map<string, SignedInPage | undefined>();
const PAGE_AT_CACHE = 200;

/** The signed-in page at `pathname` (the registry, src/app/pages.ts), or undefined. */
export function pageAt(pathname: string): SignedInPage | undefined {
  if (pagesAt.has(pathname)) return pagesAt.get(pathname);
  const id = matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.id;
  const page = id === undefined ? undefined : SIGNED_IN_PAGES[Number(id)];
  if (pagesAt.size >= PAGE_AT_CACHE) pagesAt.clear();
  pagesAt.set(pathname, page);
  return page;
}

/**
 * Every route's document title (docs/decisions.md, "Focus and titles"): "<page> · ClaimDesk", the
 * page's own title, which is also its h1 (src/app/pages.ts).
 */
export function documentTitleFor(pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const page =
    AUTH_PAGE_TITLES[path] ??
    pageAt(pathname)?.title ??
    (path === paths.home.path ? APP_NAME : 'Page not found');
  return formatTitle(page);
}
