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

/** The staff pages' one table (src/components/table/data-table.tsx). */
export { TableRegion, TD, TH } from '@/components/table/data-table';
