import type { BotSignals } from '@/features/claims/api/submit-claim';

/** The honeypot field's name and the hidden field with when the form was shown (components/bot-trap.tsx). */
export const BOT_FIELD = 'website';
export const BOT_STARTED_FIELD = 'form-shown-at';

/**
 * Reads the bot signals from the rendered form (inside `root`): the honeypot's value and the
 * milliseconds since the form was shown, measured on the page's monotonic clock (performance.now());
 * on a restored draft the form counts as shown earlier by the time the draft had spent.
 */
export function readBotSignals(
  root: HTMLElement | null,
  now: () => number = () => performance.now(),
): BotSignals {
  const website = root?.querySelector<HTMLInputElement>(`input[name="${BOT_FIELD}"]`)?.value ?? '';
  const shown = root?.querySelector<HTMLInputElement>(`input[name="${BOT_STARTED_FIELD}"]`)?.value;
  const shownAt = shown ? Number(shown) : NaN;
  const elapsed = Number.isFinite(shownAt) ? Math.round(now() - shownAt) : NaN;
  return { website, formElapsedMs: Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : null };
}
