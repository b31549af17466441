/**
 * The tree the browser renders (main.tsx) and the build prerenders (entry-server.tsx), the same on
 * both sides so that hydration matches: the public forms' entry or the light auth entry, inside
 * StrictMode and one Suspense boundary.
 */
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isPublicFormPath } from '@/config/partner-forms';

const PublicApp = lazy(() => import('@/app/public-app'));
const AuthApp = lazy(() => import('@/app/auth-app'));

export function EntryShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>{children}</Suspense>
    </StrictMode>
  );
}

/** A public form's or an auth page's tree. */
export function EntryTree({ pathname }: { pathname: string }) {
  return (
    <EntryShell>
      {isPublicFormPath(pathname) ? (
        <PublicApp pathname={pathname} />
      ) : (
        <AuthApp pathname={pathname} />
      )}
    </EntryShell>
  );
}
