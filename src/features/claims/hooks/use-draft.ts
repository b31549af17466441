import { useCallback, useEffect, useRef } from 'react';
import type { ClaimFormValues } from '@/features/claims/lib/form-values';
import { draftKey } from '@/lib/drafts';

export { draftKey };

const SAVE_DELAY_MS = 300;

/** The saved draft of a form: per browser on public forms, per user (userId) in the app. */
export function loadDraft(
  variant: string,
  userId?: string | null,
): Partial<ClaimFormValues> | null {
  try {
    const raw = localStorage.getItem(draftKey(variant, userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const draft: Partial<ClaimFormValues> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') (draft as Record<string, string>)[key] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/**
 * Keeps an unfinished form in local storage (same device), so a reload or a closed tab does not
 * lose a long question. Saved shortly after each change; `clear` after a successful submission.
 * In-app forms pass the signed-in user's id: their drafts are that user's and go at logout.
 */
export function useDraft(
  variant: string,
  values: ClaimFormValues,
  initial: ClaimFormValues,
  enabled = true,
  userId?: string | null,
) {
  const key = draftKey(variant, userId);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);

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
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        /* storage full or disabled: drafts are a convenience */
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [key, values, initial, enabled]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    cleared.current = true;
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  }, [key]);

  return { clear };
}
