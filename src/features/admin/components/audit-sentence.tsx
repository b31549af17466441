import { Link } from 'react-router-dom';
import type { AdminEvent } from '@/features/admin/api/types';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import type { SentencePart } from '@/features/admin/utils/audit-sentence';

/** A sentence's parts: text as is, names in medium weight, linked when they still exist. */
export function AuditSentence({ parts }: { parts: SentencePart[] }) {
  return (
    <p className="[overflow-wrap:anywhere]" data-testid="audit-sentence">
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : p.href ? (
          <Link key={i} to={p.href} className="font-medium text-primary hover:underline">
            {p.text}
          </Link>
        ) : (
          <span key={i} className="font-medium">
            {p.text}
          </span>
        ),
      )}
    </p>
  );
}

function json(v: unknown): string {
  return v === null || v === undefined ? '—' : JSON.stringify(v, null, 2);
}

/** The row as stored (codes, ids, values), behind a disclosure for whoever needs them. */
export function AuditRawValues({ event: e }: { event: AdminEvent }) {
  const actor =
    e.actor_name === null
      ? `${AUDIT_MESSAGES.system} (${AUDIT_MESSAGES.automatic})`
      : [e.actor_name, e.actor_email].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [AUDIT_MESSAGES.rawAction, e.action],
    [AUDIT_MESSAGES.rawActor, actor],
    [AUDIT_MESSAGES.rawTarget, [e.target_type, e.target_id].filter(Boolean).join(' ')],
    [AUDIT_MESSAGES.rawBefore, json(e.old_values)],
    [AUDIT_MESSAGES.rawAfter, json(e.new_values)],
  ];
  if (e.reason) rows.push([AUDIT_MESSAGES.rawReason, e.reason]);
  return (
    <details className="mt-1 text-xs">
      <summary className="w-fit cursor-pointer rounded text-muted-foreground underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {AUDIT_MESSAGES.raw}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd className="whitespace-pre-wrap font-mono [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
