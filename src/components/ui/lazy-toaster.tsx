import { Suspense, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { lazyImport } from '@/utils/lazy-import';

// Radix Toast (about 4 KB gzipped) loads with the first toast; this file must not import it.
const Toaster = lazyImport(() => import('@/components/ui/toaster'), 'Toaster');

/**
 * The Toaster, mounted from the first toast on (any module may call toast() from use-toast.ts,
 * which keeps the queue until then). Pages that never show a toast never download Radix Toast.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
