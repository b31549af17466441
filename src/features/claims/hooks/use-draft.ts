import { useCallback, useEffect, useRef } from 'react';
import type { ClaimFormValues } from '@/features/claims/lib/form-values';
import { draftKey } from '@/lib/drafts';

const SAVE_DELAY_MS = 300;

/**
 * The saved draft's entry, next to the field values, with the form time already spent on it (ms on
 * the page's clock up to the save): a restored draft's fill time goes on from there (bot-trap.tsx).
 */
const SPENT_KEY = 'formElapsedMs';

interface SavedDraft {
  values: Partial<ClaimFormValues>;
  /** The form time spent before the draft was saved; 0 for drafts saved without it. */
  spentMs: number;
}

/** The saved draft of a form: per browser on public forms, per user (userId) in the app. */
export function loadDraft(variant: string, userId?: string | null): SavedDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(variant, userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const values: Partial<ClaimFormValues> = {};
    let spentMs = 0;
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') (values as Record<string, string>)[key] = value;
      else if (key === SPENT_KEY && typeof value === 'number' && Number.isFinite(value))
        spentMs = Math.max(0, Math.round(value));
    }
    return { values, spentMs };
  } catch {
    return null;
  }
}

/**
 * Keeps an unfinished form in local storage (same device), so a reload or a closed tab does not
 * lose a long question. Saved shortly after each change; `clear` after a successful submission.
 * In-app forms pass the signed-in user's id: their drafts are that user's and go at logout.
 * Each save stores the form time spent so far, counted from the first render on the page's clock
 * plus `spentMs` (the restored draft's time), and again from `clear`.
 */
export function useDraft(
  variant: string,
  values: ClaimFormValues,
  initial: ClaimFormValues,
  enabled = true,
  userId?: string | null,
  spentMs = 0,
) {
  const key = draftKey(variant, userId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** When this draft's form time began on the page's clock (earlier by the restored time). */
  const startedAt = useRef(performance.now() - spentMs);

  useEffect(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      try {
        const changed = (Object.keys(values) as Array<keyof ClaimFormValues>).some(
          (k) => values[k] !== initial[k],
        );
        if (!changed) {
          localStorage.removeItem(key);
          return;
        }
        const spent = Math.max(0, Math.round(performance.now() - startedAt.current));
        localStorage.setItem(key, JSON.stringify({ ...values, [SPENT_KEY]: spent }));
      } catch {
        /* storage full or disabled: drafts are a convenience */
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [key, values, initial, enabled]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    startedAt.current = performance.now();
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  }, [key]);

  return { clear };
}
