/**
 * The document title of every page: "<page> · ClaimDesk" (docs/decisions.md, "Accessibility and weight"). No
 * router and no React state here, so the public forms (which have no router) set theirs the same way.
 */
import { useEffect } from 'react';

export const APP_NAME = 'ClaimDesk';

/** "<page> · ClaimDesk" (the app's name alone for the app's own page). */
export function formatTitle(page: string): string {
  return page === APP_NAME ? APP_NAME : `${page} · ${APP_NAME}`;
}

/** Titles the document after `page` while it is shown; nothing when `page` is empty. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = formatTitle(page);
  }, [page]);
}
