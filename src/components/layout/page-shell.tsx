/**
 * The one frame of every signed-in page (docs/decisions.md, "One page frame"): the same container,
 * so every page heading starts at the same place at every width; the heading, an optional
 * description and the page's actions; then the content. `narrow` limits the content's width for
 * reading pages (the heading stays where every other page has it).
 */
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * The container of every signed-in page: one width and padding, so every page heading starts at
 * the same place (the in-app claim forms, which draw their own heading, sit in it too).
 */
export const PAGE_FRAME = 'mx-auto w-full min-w-0 max-w-6xl p-4 md:p-6';

export function PageShell({
  title,
  description,
  actions,
  narrow = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn(PAGE_FRAME, 'space-y-6')} data-testid="page-shell">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className={cn('min-w-0 space-y-6', narrow && 'max-w-4xl')}>{children}</div>
    </div>
  );
}

/**
 * A data view's state before its data: a spinner with a label while loading, or what failed with
 * the reason in words and a Retry button. Renders nothing once the data is there.
 */
export function QueryState({
  isLoading,
  error,
  onRetry,
  label = 'Loading...',
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
