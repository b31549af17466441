import { matchRoutes } from 'react-router-dom';
import { APP_NAME, AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { SIGNED_IN_PAGES } from '@/app/pages';
import type { SignedInPage } from '@/app/page-types';
import { paths } from '@/config/paths';

/** Every address of every signed-in page, ranked by react-router as the route table ranks them. */
const PAGE_ROUTES = SIGNED_IN_PAGES.flatMap((page, i) =>
  [page.path, ...(page.aliases ?? [])].map((path) => ({ id: String(i), path })),
);

/** The signed-in page at `pathname` (the registry, src/app/pages.ts), or undefined. */
export function pageAt(pathname: string): SignedInPage | undefined {
  const id = matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.id;
  return id === undefined ? undefined : SIGNED_IN_PAGES[Number(id)];
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
