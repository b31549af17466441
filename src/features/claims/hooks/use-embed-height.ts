import { useEffect, type RefObject } from 'react';
import type { HeightPoster } from '@/features/claims/lib/embed-height';

/** When the page runs inside an iframe, posts the height of `ref` to the parent (see embed-height.ts). */
export function useEmbedHeight(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || window.parent === window) return;
    let cancelled = false;
    let cleanup = () => {};
    // Only framed pages need the poster: load it then, not on every visit.
    void import('@/features/claims/lib/embed-height').then(({ createHeightPoster }) => {
      if (cancelled) return;
      const poster: HeightPoster = createHeightPoster({
        measure: () => {
          const style = getComputedStyle(document.body);
          return (
            element.getBoundingClientRect().height +
            parseFloat(style.marginTop || '0') +
            parseFloat(style.marginBottom || '0')
          );
        },
        post: (message) => window.parent.postMessage(message, '*'),
      });
      const observer =
        typeof ResizeObserver === 'undefined'
          ? null
          : new ResizeObserver(() => poster.notifyChange());
      observer?.observe(element);
      const onChange = () => poster.notifyChange();
      element.addEventListener('input', onChange);
      element.addEventListener('change', onChange);
      poster.start();
      cleanup = () => {
        poster.stop();
        observer?.disconnect();
        element.removeEventListener('input', onChange);
        element.removeEventListener('change', onChange);
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [ref, enabled]);
}
