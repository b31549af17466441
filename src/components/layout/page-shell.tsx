/**
 * The one frame of every signed-in page (docs/decisions.md, "One page frame"): the same container,
 * so every page heading starts at the same place at every width; the heading, an optional
 * description and the page's actions; then the content. `narrow` limits the content's width for
 * reading pages (the heading stays where every other page has it).
 */
import type { ReactNode } from 'react';
import { PAGE_FRAME, PageHeading } from '@/components/layout/page-heading';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

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
      <PageHeading title={title} description={description} actions={actions} />
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
