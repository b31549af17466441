/**
 * The forms' bot signals (issue 11): a honeypot field people never see or reach, and the time the
 * form was shown. submit_question silently drops a submission with the honeypot filled or sent
 * faster than limit.min_fill_seconds; the sender sees the usual success.
 */
import { useState } from 'react';
import { BOT_FIELD, BOT_STARTED_FIELD } from '@/features/claims/lib/bot-signals';
import { BOT_TRAP_TEXT } from '@/features/claims/messages';

export function BotTrap() {
  const [startedAt] = useState(() => Date.now());
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
      <input type="hidden" name={BOT_STARTED_FIELD} value={String(startedAt)} />
    </div>
  );
}
