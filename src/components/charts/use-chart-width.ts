import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The laid-out width of the returned ref's element, followed as it changes (the fallback in the
 * unit tests' DOM, which lays nothing out).
 */
export function useChartWidth(fallback = 320) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Not laid out yet (or no layout, as in the unit tests' DOM): keep the fallback width.
    const measure = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      setWidth(w > 0 ? Math.max(200, w) : fallback);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return { ref, width };
}
