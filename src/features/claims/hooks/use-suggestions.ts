import { useEffect, useState } from 'react';
import { LOG_PREFIX } from '@/features/claims/messages';

const DEBOUNCE_MS = 400;

/**
 * Knowledge-base suggestions for the summary being typed, on the in-app and the public forms
 * alike: the summary is trimmed and debounced (400 ms), nothing is asked under 3 characters, the
 * last answer stays while the next loads, and a late answer never replaces a newer one. A failure
 * only logs: suggestions are a help, never a blocker. `find` must be stable (module function or
 * useCallback).
 */
export function useSuggestions<T>(summary: string, find: (text: string) => Promise<T[]>): T[] {
  const [text, setText] = useState(summary.trim());
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    const t = setTimeout(() => setText(summary.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [summary]);
  useEffect(() => {
    if (text.length < 3) {
      setRows([]);
      return;
    }
    let active = true;
    find(text)
      .then((found) => active && setRows(found))
      .catch((e: unknown) => console.error(`${LOG_PREFIX} suggestions failed`, e));
    return () => {
      active = false;
    };
  }, [find, text]);
  return rows;
}
