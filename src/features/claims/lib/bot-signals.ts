import type { BotSignals } from '@/features/claims/api/submit-claim';

/** The honeypot field's name and the hidden field with the time the form was shown (components/bot-trap.tsx). */
export const BOT_FIELD = 'website';
export const BOT_STARTED_FIELD = 'form-started-at';

/** Reads the bot signals from the rendered form (inside `root`). */
export function readBotSignals(root: HTMLElement | null): BotSignals {
  const website = root?.querySelector<HTMLInputElement>(`input[name="${BOT_FIELD}"]`)?.value ?? '';
  const started = Number(
    root?.querySelector<HTMLInputElement>(`input[name="${BOT_STARTED_FIELD}"]`)?.value,
  );
  return { website, formStartedAt: Number.isFinite(started) && started > 0 ? started : null };
}
