/** The remaining-questions counter of the gated forms and the quota note of Submit Claim. */
import { COUNTER_TEXT } from '@/features/claims/messages';

/** "Questions Remaining: N": blue above 0, "Loading..." until known, amber with the message at 0. */
export function Counter({ remaining }: { remaining: number | null }) {
  if (remaining === null) {
    return (
      <p className="text-sm font-medium text-blue-700" data-testid="questions-remaining">
        {COUNTER_TEXT.label} {COUNTER_TEXT.loading}
      </p>
    );
  }
  if (remaining <= 0) {
    return (
      <div
        className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-800"
        data-testid="questions-remaining"
      >
        <p className="text-sm font-semibold">
          {COUNTER_TEXT.label} {remaining}
        </p>
        <p className="text-sm">{COUNTER_TEXT.exhausted}</p>
      </div>
    );
  }
  return (
    <p className="text-sm font-semibold text-blue-700" data-testid="questions-remaining">
      {COUNTER_TEXT.label} {remaining}
    </p>
  );
}

/** docs/decisions.md "Quotas": at 0 the question is still accepted, and the page says so. */
export function QuotaNote({ remaining }: { remaining: number }) {
  if (remaining > 0) {
    return (
      <p className="text-sm font-semibold text-blue-700" data-testid="quota-remaining">
        {COUNTER_TEXT.label} {remaining}
      </p>
    );
  }
  return (
    <div
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-800"
      data-testid="quota-remaining"
    >
      <p className="text-sm font-semibold">
        {COUNTER_TEXT.label} {remaining}
      </p>
      <p className="text-sm">{COUNTER_TEXT.quotaExhausted}</p>
    </div>
  );
}
