/** The frame every admin console page shares: heading, states (loading, error + Retry, empty), scrolling tables. */
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_COMMON } from '@/features/admin/messages';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/utils';

export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full min-w-0 max-w-6xl space-y-6 p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

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

/**
 * Loading: a spinner with a label. Error: the reason in words and a Retry button. Renders nothing
 * once the data is there.
 */
export function QueryState({
  isLoading,
  error,
  onRetry,
  label = ADMIN_COMMON.loading,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  label?: string;
}) {
  if (isLoading) return <Spinner label={label} />;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return null;
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
