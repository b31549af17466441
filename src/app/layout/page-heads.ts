/**
 * What the staff frame (staff-frame.tsx) paints at a page's address while the app loads, and which
 * modules it starts: the registry of signed-in pages (src/app/pages.ts) says each page's heading
 * and description (where they are known before its data), who may open it (its guard's policy)
 * and its module.
 */
import { pageAtExactly } from '@/app/pages';
import { mayOpen, type SignedInPage } from '@/app/page-types';
import { loadAppLayout, loadGuards } from '@/app/route-loaders';
import type { PolicyUser } from '@/lib/auth/policies';
import { readStoredUser } from '@/lib/auth/stored-user';

export interface PageHead {
  title: string;
  description: string;
  action?: string;
}

/**
 * The heading of the page at `pathname` (trailing slashes ignored) for `user`, or undefined: a
 * page with no fixed heading, or one whose guard sends this user elsewhere.
 */
export function pageHeadFor(pathname: string, user: PolicyUser | null): PageHead | undefined {
  const page = openablePage(pathname, user);
  return page?.description === undefined || page.namedByData
    ? undefined
    : { title: page.title, description: page.description, action: page.action };
}

/**
 * Starts loading what the app needs to render the page at `pathname` for `user`: the layout, the
 * guards and the page's module (with the chunks they import, in parallel). The app's own preload
 * (src/app/route-components.ts) then finds them loaded or on their way. Nothing for a page this
 * user's guard would not open.
 */
export function preloadStaffPage(pathname: string, user: PolicyUser | null): void {
  const page = openablePage(pathname, user);
  if (!page) return;
  for (const load of [loadAppLayout, loadGuards, page.load]) void load().catch(() => undefined);
}

/** The same for the user stored at the last sign-in (main.tsx, before the app has loaded). */
export function preloadStaffPageAt(pathname: string): void {
  preloadStaffPage(pathname, readStoredUser());
}

function openablePage(pathname: string, user: PolicyUser | null): SignedInPage | undefined {
  const page = pageAtExactly(pathname);
  return page && mayOpen(page, user) ? page : undefined;
}
