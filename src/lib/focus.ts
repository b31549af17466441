/**
 * Where focus goes after an action (docs/decisions.md, "Where focus goes after an action"): an
 * action that replaces, removes or disables its own control moves focus to its result (the next
 * item, the saved answer, the reason field, the error, the confirmation heading), never leaving it
 * on <body>. Light: no React, no router, so the public forms and the auth pages use it too.
 */

/** How long a result may take to appear (a refetched list, a lazily loaded view). */
const WAIT_MS = 5000;

/**
 * Focuses `el`, first making it focusable when it is not (tabindex=-1: a heading, a region, an
 * alert; index.css draws no ring around such a programmatic target). False when there is none.
 */
export function focusResult(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected) return false;
  const focusable = el.matches('a[href], button, input, select, textarea, [tabindex]');
  if (!focusable) el.setAttribute('tabindex', '-1');
  el.focus();
  return document.activeElement === el;
}

/**
 * Waits (one animation frame at a time, up to 5 s) until `find` returns an element, then focuses
 * it. Gives up when the user has put focus somewhere themselves meanwhile (not <body>, not the
 * element that started the action). Returns a function that cancels the wait.
 */
export function focusWhenReady(find: () => HTMLElement | null | undefined): () => void {
  const started = performance.now();
  const before = document.activeElement;
  let frame = 0;
  const tick = () => {
    const active = document.activeElement;
    const moved = active && active !== before && active !== document.body && active.isConnected;
    if (moved) return;
    if (focusResult(find())) return;
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
