/**
 * Parts of the admin console's pages (the page frame and QueryState are the shared ones in
 * src/components/layout/page-shell.tsx): sections, the empty state, scrolling tables.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled block of a page. */
export function Section({
  title,
  actions,
  children,
  className,
  id,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={cn('min-w-0 space-y-3', className)} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-md border p-6 text-center text-sm text-muted-foreground"
      data-testid="empty"
    >
      {children}
    </p>
  );
}

/**
 * A table that scrolls sideways inside its own keyboard-focusable region, never the page. `relative`
 * matters: without it an absolutely positioned child (an sr-only header) escapes the clipping and
 * widens the page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}

export const TH = 'px-3 py-2 font-medium';
export const TD = 'px-3 py-2 align-top';
