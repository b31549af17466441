/**
 * The one table of the staff pages (docs/decisions.md, "One table, one action style"): a table
 * that scrolls sideways inside its own keyboard-focusable region, never the page, with the
 * `table-cards` layout below 640 px (docs/decisions.md, "Tables on phones"), sentence-case headers
 * and the same cell padding everywhere. `relative` matters: without it an absolutely positioned
 * child (an sr-only header) escapes the clipping and widens the page.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const TH = 'px-3 py-2 text-left font-medium';
export const TD = 'px-3 py-2 align-top';
/** A row's name cell: wide enough that a name takes one or two lines at 1280 px. */
export const TITLE_CELL = 'min-w-[12rem]';

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

/** A card table in its region; `children` are its thead and tbody. */
export function DataTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className={cn('table-cards w-full text-left text-sm', className)}>{children}</table>
    </TableRegion>
  );
}

/** The header row's box (sentence case, muted background). */
export const THEAD = 'bg-muted/50';

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn(TH, className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn(TD, className)} {...props} />;
}

/** The actions column's header: named for screen readers, empty to the eye. */
export function ActionsTh({ label }: { label: string }) {
  return (
    <th className={cn(TH, 'w-px')}>
      <span className="sr-only">{label}</span>
    </th>
  );
}
