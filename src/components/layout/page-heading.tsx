/**
 * The top of every signed-in page (docs/decisions.md, "One page frame"): the page's container, and
 * its heading with an optional description and actions. Light (no class merging, no other
 * component): PageShell renders it, and so does the staff frame painted before the app has loaded
 * (src/app/layout/staff-frame.tsx), so the heading is drawn in the same place by both.
 */
import type { ReactNode } from 'react';

/**
 * The container of every signed-in page: one width and padding, so every page heading starts at
 * the same place (the in-app claim forms, which draw their own heading, sit in it too).
 */
export const PAGE_FRAME = 'mx-auto w-full min-w-0 max-w-6xl p-4 md:p-6';

export function PageHeading({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    // The primary action stays top right however long the description (docs/decisions.md, "One
    // table, one action style"); below 640 px it goes under the heading.
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 sm:flex-1">
        <h1 className="break-words text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
