/**
 * The public partner forms without react-router: main.tsx renders this for the public partner form
 * addresses (src/config/partner-forms.ts) and the ask-back reply page, so an anonymous visitor
 * downloads React, the form and its light client, and nothing else. Pages navigate with
 * useAppNavigate() (full page loads here).
 */
import { lazy, Suspense } from 'react';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import { parsePartnerFormPath, REPLY_PATH } from '@/config/partner-forms';

const PartnerFormRoute = lazy(() =>
  import('@/app/routes/partner-form').then((m) => ({ default: m.PartnerFormRoute })),
);

const ReplyRoute = lazy(() =>
  import('@/app/routes/reply').then((m) => ({ default: m.ReplyRoute })),
);

export function PublicApp({ pathname }: { pathname: string }) {
  const address = parsePartnerFormPath(pathname);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        {pathname === REPLY_PATH ? (
          <ReplyRoute />
        ) : address && address.variant !== 'in_app' ? (
          <PartnerFormRoute address={address} />
        ) : (
          <main>
            <NotFoundScreen />
          </main>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The default export, for the lazy entry (src/entry-tree.tsx). */
export default PublicApp;
