import { useDeferredValue } from 'react';

/**
 * A query's data as a page draws it: one render behind when it changes. React Query's update is
 * urgent (useSyncExternalStore), so what a page draws from new data would be drawn in one long
 * task; a deferred value is drawn in a render React splits into slices that yield to the browser
 * (Total Blocking Time on a phone). `pending` stays true from the request until the data is drawn,
 * so the page's spinner stays up meanwhile; once drawn, newer data replaces it the same way.
 */
export function useDeferredData<T>(query: { data: T | undefined; isLoading: boolean }): {
  data: T | undefined;
  pending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, pending: data === undefined && (query.isLoading || query.data !== undefined) };
}
