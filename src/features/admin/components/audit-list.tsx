import type { AdminEvent } from '@/features/admin/api/types';
import { TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { AuditRawValues, AuditSentence } from '@/features/admin/components/audit-sentence';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import { auditSentence } from '@/features/admin/utils/audit-sentence';
import { formatDateTime } from '@/lib/format';

/**
 * Audit rows: when, and what happened as a sentence with names and links, the stored values
 * behind a disclosure. Below 640 px each row is a card (`table-cards`, src/index.css).
 */
export function AuditList({ events }: { events: AdminEvent[] }) {
  return (
    <TableRegion label={AUDIT_MESSAGES.tableLabel}>
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th className={TH}>{AUDIT_MESSAGES.colWhen}</th>
            <th className={TH}>{AUDIT_MESSAGES.colWhat}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-t" data-testid="audit-row">
              <td className={`${TD} whitespace-nowrap`} data-label={AUDIT_MESSAGES.colWhen}>
                {formatDateTime(e.created_at)}
              </td>
              <td className={`${TD} min-w-64`} data-cell="title">
                <AuditSentence parts={auditSentence(e)} />
                <AuditRawValues event={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
