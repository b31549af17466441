/**
 * The error summary of a long form (docs/decisions.md, "Empty submits and the error summary"):
 * after a failed submit, a focused region at the top titled "There is a problem" lists each field
 * error as a link that focuses its field (by the field's stable id). Plain elements only: the
 * public claim forms use it too.
 */
import { useEffect, useRef } from 'react';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface SummaryError {
  /** The id of the field's control. */
  id: string;
  message: string;
}

export function ErrorSummary({
  errors,
  attempt,
}: {
  /** The field errors, in the order of the fields. */
  errors: SummaryError[];
  /** Changes on every submit attempt (e.g. react-hook-form's submitCount): focus moves here then. */
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // Only a new attempt moves focus (the list also follows the fields as they are corrected); the
  // region is absent, so nothing is focused, when that attempt had no field errors.
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border-2 border-destructive p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id="error-summary-title" className="text-base font-semibold">
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((e) => (
          <li key={e.id}>
            <a
              href={`#${e.id}`}
              className="font-medium text-destructive underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.id)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
