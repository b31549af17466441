import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Builds, each in a task of its own, what the first render of a staff page would otherwise build
 * inside its longest task: the browser's date formatter (the first `Intl.DateTimeFormat` loads the
 * locale's data, about 15 ms here and 60 ms on a throttled phone) and tailwind-merge's class table
 * (built on its first call). Called while the page's chunks and data are on their way, so the work
 * fills time the main thread would spend waiting, and no task it lands in grows past 50 ms.
 */
export function warmUpRendering(): void {
  setTimeout(() => formatDateTime(new Date(0).toISOString()), 0);
  setTimeout(() => cn('p-0', 'p-1'), 0);
}
