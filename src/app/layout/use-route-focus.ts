import { useEffect, useRef } from 'react';
import { documentTitleFor } from '@/app/layout/route-titles';

/** How long a lazy page may take to show its heading before focus management gives up. */
const HEADING_WAIT_MS = 5000;

/**
 * On every route change (issue 16 item 3): the document title names the page, and focus moves to
 * the new page's heading (the first h1 in <main>, made focusable with tabindex=-1) so a keyboard
 * or screen-reader user starts at the content instead of at <body> or on a link that no longer
 * exists. Nothing moves on the first load, so the skip link stays the first stop. Search-param
 * changes (filters) are not navigations here.
 */
export function useRouteFocus(pathname: string): void {
  const firstLoad = useRef(true);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
        return;
      }
      if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
