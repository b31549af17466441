import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '@/components/ui/spinner';
import { isAuthAppPath } from '@/config/auth-paths';
import { isPublicFormPath } from '@/config/partner-forms';
import '@/index.css';

/**
 * Three entries, by the first URL:
 * - the public claim forms render without react-router, a lighter first load for anonymous
 *   visitors and the iframe embed (src/app/public-app.tsx; public pages navigate with
 *   useAppNavigate from src/lib/navigation.tsx);
 * - /login, /signup and /forgot-password render the light auth entry (src/app/auth-app.tsx), which
 *   hands over to the app in place once the visitor signs in (issue 13 §3);
 * - everything else renders the app.
 */

const App = lazy(() => import('@/app').then((m) => ({ default: m.App })));
const PublicApp = lazy(() => import('@/app/public-app').then((m) => ({ default: m.PublicApp })));
const AuthApp = lazy(() => import('@/app/auth-app').then((m) => ({ default: m.AuthApp })));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const pathname = window.location.pathname.replace(/\/+$/, '') || '/';

function Entry() {
  if (isPublicFormPath(pathname)) return <PublicApp pathname={pathname} />;
  if (isAuthAppPath(pathname)) return <AuthApp />;
  return <App />;
}

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      <Entry />
    </Suspense>
  </StrictMode>,
);
