import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Spinner } from '@/components/ui/spinner';
import { FRAME_FOR_ATTRIBUTE } from '@/lib/auth/frame-attributes';
import { isAuthAppPath } from '@/config/auth-paths';
import { isPublicFormPath } from '@/config/partner-forms';
import { EntryShell, EntryTree } from '@/entry-tree';
import '@/index.css';

/**
 * Three entries, by the first URL:
 * - the public claim forms render without react-router, a lighter first load for anonymous
 *   visitors and the iframe embed (src/app/public-app.tsx; public pages navigate with
 *   useAppNavigate from src/lib/navigation.tsx);
 * - /login, /signup and /forgot-password render the light auth entry (src/app/auth-app.tsx), which
 *   hands over to the app in place once the visitor signs in (docs/decisions.md, "Auth pages' light
 *   entry");
 * - everything else renders the app.
 *
 * A page the build prerendered (scripts/prerender.ts: its HTML is already in #root, marked
 * data-hydrate) is hydrated, not rendered again: the same tree (src/entry-tree.tsx) takes over the
 * markup in place. Every other page arrives with the spinner in #root, which the first render
 * replaces with the same spinner.
 */

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const pathname = window.location.pathname.replace(/\/+$/, '') || '/';

if (isPublicFormPath(pathname) || isAuthAppPath(pathname)) {
  const tree = <EntryTree pathname={pathname} />;
  // A mismatch is reported on the console like any recoverable error (e2e/prerender.spec.ts fails on one).
  if (root.hasAttribute('data-hydrate')) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
} else {
  const reactRoot = createRoot(root);
  const show = (node: ReactNode) => reactRoot.render(<EntryShell>{node}</EntryShell>);
  // A signed-in page the build prerendered whose frame the page's inline script has shown
  // (docs/decisions.md, "Prerendered staff frames"): it stays as it is until the app's render
  // replaces it.
  const framed = root.querySelector(`[${FRAME_FOR_ATTRIBUTE}]:not([hidden])`) !== null;
  // The app's first render waits until the layout, the guards and the page are in memory (and has
  // asked for the page's data): rendered through React.lazy, each would suspend in turn, and React
  // holds every reveal after a fallback for up to 300 ms (docs/decisions.md, "Weight of the staff
  // pages"). A spinner, then the staff frame, show meanwhile; the app's render replaces them.
  if (!framed) show(<Spinner className="min-h-[50vh]" />);
  let appShown = false;
  // A transition: React renders the whole app in slices that yield to the browser, not in one
  // long task (Total Blocking Time).
  void import('@/app/entry').then((m) =>
    m.prepareApp(pathname).then(() =>
      startTransition(() => {
        appShown = true;
        show(<m.App />);
      }),
    ),
  );
  // Meanwhile the staff frame, from a small chunk of its own: the layout and, for a signed-in
  // user, the page's heading, where the app will draw them; and the page's chunks started
  // (src/app/layout/staff-frame.tsx, page-heads.ts).
  void Promise.all([import('@/app/layout/staff-frame'), import('@/app/layout/page-heads')]).then(
    ([{ StaffFrame }, { preloadStaffPageAt }]) => {
      preloadStaffPageAt(pathname);
      if (!appShown && !framed) show(<StaffFrame pathname={pathname} />);
    },
    () => undefined,
  );
}
