import { useState } from 'react';
import { BUTTON } from '@/features/claims/lib/styles';
import type { PhiFinding } from '@/lib/phi-detector';
import { PHI_TEXT } from '@/features/claims/messages-after-input';

/** What the PHI screen found: the submitter edits the question, or knowingly confirms and submits. */
export function PhiReview({
  findings,
  onEdit,
  onConfirm,
  disabled,
}: {
  findings: PhiFinding[];
  onEdit: () => void;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <div
      role="alert"
      aria-labelledby="phi-review-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p id="phi-review-title" className="font-semibold">
        {PHI_TEXT.title}
      </p>
      <p>{PHI_TEXT.intro}</p>
      <ul className="list-disc pl-5" aria-label={PHI_TEXT.title}>
        {findings.map((f) => (
          <li key={`${f.kind}-${f.index}`}>
            {PHI_TEXT.kinds[f.kind]}: <mark className="rounded bg-amber-200 px-1">{f.match}</mark>
          </li>
        ))}
      </ul>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
        />
        <span>{PHI_TEXT.confirmLabel}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.outline} onClick={onEdit}>
          {PHI_TEXT.edit}
        </button>
        <button
          type="button"
          className={BUTTON.primary}
          disabled={!checked || disabled}
          onClick={onConfirm}
        >
          {PHI_TEXT.confirmSubmit}
        </button>
      </div>
    </div>
  );
}
