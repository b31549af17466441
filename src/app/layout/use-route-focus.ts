import { useEffect, useRef } from 'react';

/** How long a lazy page may take to show its heading before focus management gives up. */
const HEADING_WAIT_MS = 5000;

/**
 * Set by the light auth entry when it hands over to the app after a navigation (a sign-in): the
 * app's first render is then a navigation, and focus moves to the new page's heading.
 */
let arrivedByNavigation = false;

export function markArrivalByNavigation(): void {
  arrivedByNavigation = true;
}

/**
 * On every route change (docs/decisions.md, "Focus and titles"): the document title names the page
 * (`title`), and focus moves to the new page's heading (the first h1 in <main>, made focusable with
 * tabindex=-1) so a keyboard or screen-reader user starts at the content instead of at <body> or on
 * a link that no longer exists. Nothing moves on the first load, so the skip link stays the first
 * stop. Search-param changes (filters) are not navigations here. No router import: the app layout
 * passes documentTitleFor(pathname) (route-titles.ts), the light auth entry its own titles.
 */
export function useRouteFocus(pathname: string, title: string): void {
  const firstLoad = useRef(true);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      if (!arrivedByNavigation) return;
      arrivedByNavigation = false;
    }
    const started = performance.now();
    // Where focus was when the route changed (the link or row that was followed, or <body>). If
    // the user moves it anywhere else before the new heading shows (clicks or tabs into a field of
    // the new page), that is where they want to be: the heading does not take it from them.
    const before = document.activeElement;
    let frame = 0;
    const tick = () => {
      const active = document.activeElement;
      if (active && active !== before && active !== document.body && active.isConnected) return;
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
