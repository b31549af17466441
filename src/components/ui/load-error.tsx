import { LOAD_FAILURE_TEXT, loadFailureDetail, loadFailureReason } from '@/lib/load-failure';

/**
 * The outline small Button's look (src/components/ui/button.tsx) as plain classes: the public claim
 * forms use this panel too, and they load neither Radix Slot nor cva.
 */
const RETRY_BUTTON =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * A data view whose request failed: what could not load, the reason in words, the server's own text
 * only as a small detail line, and a Retry button (docs/decisions.md, "Error pages and failed data
 * views"). Never the view's empty-state text.
 */
export function LoadError({
  error,
  onRetry,
  title = LOAD_FAILURE_TEXT.loadFailedTitle,
  id,
}: {
  error: unknown;
  onRetry: () => void;
  /** "Could not load users", … */
  title?: string;
  /** For an `aria-describedby` pointing at the panel (e.g. from a control it blocks). */
  id?: string;
}) {
  const detail = loadFailureDetail(error);
  return (
    <div
      id={id}
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
        <p>
          <span className="font-semibold">{title}. </span>
          {loadFailureReason(error)}
        </p>
        {detail ? (
          <p className="text-xs" data-testid="load-error-detail">
            {LOAD_FAILURE_TEXT.details} <span className="font-mono">{detail}</span>
          </p>
        ) : null}
      </div>
      <button type="button" className={RETRY_BUTTON} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
