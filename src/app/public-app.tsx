/**
 * The public partner forms without react-router: main.tsx renders this for the public paths of
 * src/config/partner-forms.ts (and `/questions/corporate/<slug>`) and the ask-back reply page, so an
 * anonymous visitor downloads React, the form and its light client, and nothing else. Pages navigate with
 * useAppNavigate() (full page loads here).
 */
import { lazy, Suspense } from 'react';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { NotFoundScreen } from '@/components/errors/error-screen';
import { Spinner } from '@/components/ui/spinner';
import {
  PARTNER_FORM_BY_SLUG,
  PARTNER_FORM_KEYS,
  PARTNER_FORMS,
  REPLY_PATH,
} from '@/config/partner-forms';
import type { PartnerFormRouteProps } from '@/app/routes/partner-form';

const PartnerFormRoute = lazy(() =>
  import('@/app/routes/partner-form').then((m) => ({ default: m.PartnerFormRoute })),
);

const ReplyRoute = lazy(() =>
  import('@/app/routes/reply').then((m) => ({ default: m.ReplyRoute })),
);

function routeFor(pathname: string): PartnerFormRouteProps | null {
  const formKey = PARTNER_FORM_KEYS.find(
    (key) => PARTNER_FORMS[key].access === 'public' && PARTNER_FORMS[key].path === pathname,
  );
  if (formKey) return { formKey };
  const slug = PARTNER_FORM_BY_SLUG.match(pathname);
  return slug ? { slug } : null;
}

export function PublicApp({ pathname }: { pathname: string }) {
  const route = routeFor(pathname);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        {pathname === REPLY_PATH ? (
          <ReplyRoute />
        ) : route ? (
          <PartnerFormRoute {...route} />
        ) : (
          <main>
            <NotFoundScreen />
          </main>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
