/**
 * The forms' bot signals: a honeypot field people never see or reach, and when the form
 * was shown on the page's own monotonic clock (performance.now(), not the wall clock, so a wrong
 * system clock cannot matter). submit_question silently drops a submission with the honeypot filled
 * or sent sooner than limit.min_fill_seconds after that; the sender sees the usual success
 * (docs/decisions.md, "Minimum fill time").
 */
import { useState } from 'react';
import { BOT_FIELD, BOT_STARTED_FIELD } from '@/features/claims/lib/bot-signals';
import { BOT_TRAP_TEXT } from '@/features/claims/messages';

/**
 * `spentMs`: the form time a restored draft had already spent (hooks/use-draft.ts). The form counts
 * as shown that much earlier, so the fill time sent covers the time before a reload as well.
 */
export function BotTrap({ spentMs = 0 }: { spentMs?: number }) {
  const [shownAt] = useState(() => Math.round(performance.now() - spentMs));
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="bot-trap-website">{BOT_TRAP_TEXT.label}</label>
      <input
        id="bot-trap-website"
        name={BOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
      <input type="hidden" name={BOT_STARTED_FIELD} value={String(shownAt)} />
    </div>
  );
}
