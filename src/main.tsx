import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '@/components/ui/spinner';
import { isPublicFormPath } from '@/config/partner-forms';
import '@/index.css';

/**
 * The public claim forms render without react-router, a lighter first load for
 * anonymous visitors and the iframe embed: no public page imports react-router
 * (they navigate with useAppNavigate from src/lib/navigation.tsx).
 */

const App = lazy(() => import('@/app').then((m) => ({ default: m.App })));
const PublicApp = lazy(() => import('@/app/public-app').then((m) => ({ default: m.PublicApp })));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const pathname = window.location.pathname.replace(/\/+$/, '') || '/';
const publicForm = isPublicFormPath(pathname);

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      {publicForm ? <PublicApp pathname={pathname} /> : <App />}
    </Suspense>
  </StrictMode>,
);
