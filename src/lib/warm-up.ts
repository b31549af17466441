import { cn } from '@/lib/utils';

/**
 * Builds tailwind-merge's class table (made on its first call, about 45 ms on a throttled phone)
 * in a task of its own, called while a staff page's chunks and data are on their way. Every staff
 * page's first render calls `cn`, so the table would otherwise be built inside the render's first
 * slice, a task over 50 ms. (The browser's date formatter, 12-20 ms here for the locale's data on
 * first use, is not built ahead: a page that shows no date would pay for it, and a page that defers
 * its data builds it in one slice of that render, `useDeferredData`.)
 */
export function warmUpRendering(): void {
  setTimeout(() => cn('p-0', 'p-1'), 0);
}
