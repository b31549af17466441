/**
 * Which signed-in pages the build writes a staff frame for (docs/decisions.md, "Prerendered staff
 * frames"; prerendered-staff-frame.tsx draws it), and for whom. Read only by the build's
 * prerender (src/entry-server.tsx) and the tests: the frame's chunk in the browser has no use for
 * it.
 */
import { pageHeadFor } from '@/app/layout/page-heads';
import { formatTitle } from '@/app/layout/page-titles';
import { SIGNED_IN_PAGES } from '@/app/pages';
import type { PolicyUser } from '@/lib/auth/policies';
import { ROLES } from '@/lib/auth/roles';
import { staffKind } from '@/lib/auth/stored-kind';

/** Every kind of stored user: each role, flagged an approver or not. */
export const STAFF_KINDS: readonly PolicyUser[] = ROLES.flatMap((role) =>
  [false, true].map((isApprover) => ({ role, isApprover })),
);

/** The kinds of stored user the frame at `pathname` is drawn for (none: not prerendered). */
export function framedKinds(pathname: string): string[] {
  return STAFF_KINDS.filter((user) => pageHeadFor(pathname, user) !== undefined).map(staffKind);
}

/**
 * The pages the build writes a frame for: every signed-in page at its own address whose heading is
 * known before its data, with its document title. Not the aliases (/admin, /expert): a static host
 * that finds the folder admin/ there may answer with a redirect to /admin/ instead of admin.html,
 * so they keep index.html and the frame drawn by script.
 */
export function prerenderedStaffPages(): Array<{ path: string; title: string }> {
  return SIGNED_IN_PAGES.filter((page) => framedKinds(page.path).length > 0).map((page) => ({
    path: page.path,
    title: formatTitle(page.title),
  }));
}
