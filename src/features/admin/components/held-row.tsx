import { Button } from '@/components/ui/button';
import type { HeldSubmission } from '@/features/admin/api/get-held-submissions';
import { HELD_MESSAGES as M } from '@/features/admin/messages/held';
import { formatDateTime } from '@/lib/format';

const DT = 'font-medium text-muted-foreground';
const DD = 'min-w-0 [overflow-wrap:anywhere]';
const CHECKBOX =
  'mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

function why(row: HeldSubmission): string {
  return row.reason === 'too_fast' && row.form_elapsed_ms !== null
    ? M.whyTooFast(row.form_elapsed_ms)
    : M.whyNoTime;
}

/** One held submission: who, what, when and why, with its own Release and Discard. */
export function HeldRow({
  row,
  selected,
  onSelect,
  onAct,
  busy,
}: {
  row: HeldSubmission;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onAct: (action: 'release' | 'discard') => void;
  busy: boolean;
}) {
  const title = row.title ?? '';
  const who = [row.submitter_name, row.email ? `<${row.email}>` : null].filter(Boolean).join(' ');
  return (
    <li className="flex gap-3 p-4" data-testid="held-row" data-id={row.id}>
      <input
        type="checkbox"
        className={CHECKBOX}
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={M.select(title)}
      />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="font-medium [overflow-wrap:anywhere]">{title}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={M.releaseLabel(title)}
              onClick={() => onAct('release')}
            >
              {M.release}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={M.discardLabel(title)}
              onClick={() => onAct('discard')}
            >
              {M.discard}
            </Button>
          </div>
        </div>
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{row.content}</p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className={DT}>{M.from}</dt>
          <dd className={DD}>
            {who} ({row.signed_in ? M.signedIn : M.anonymous})
          </dd>
          <dt className={DT}>{M.address}</dt>
          <dd className={DD}>{row.client_address ?? ''}</dd>
          <dt className={DT}>{M.partner}</dt>
          <dd className={DD}>{row.account_name ?? M.noPartner}</dd>
          <dt className={DT}>{M.type}</dt>
          <dd className={DD}>{row.coding_question_type ?? ''}</dd>
          <dt className={DT}>{M.received}</dt>
          <dd className={DD}>{formatDateTime(row.created_at)}</dd>
          <dt className={DT}>{M.why}</dt>
          <dd className={DD}>{why(row)}</dd>
          <dt className={DT}>{M.discardOn}</dt>
          <dd className={DD}>{formatDateTime(row.discard_at)}</dd>
        </dl>
      </div>
    </li>
  );
}
