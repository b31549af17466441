import type { AdminEvent } from '@/features/admin/api/types';
import { TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import { changeText } from '@/features/admin/utils/audit';
import { formatDateTime } from '@/lib/format';

/** Audit rows: when, who, what, on what, the change and the reason. */
export function AuditList({ events }: { events: AdminEvent[] }) {
  return (
    <TableRegion label={AUDIT_MESSAGES.tableLabel}>
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th className={TH}>{AUDIT_MESSAGES.colWhen}</th>
            <th className={TH}>{AUDIT_MESSAGES.colWho}</th>
            <th className={TH}>{AUDIT_MESSAGES.colWhat}</th>
            <th className={TH}>{AUDIT_MESSAGES.colTarget}</th>
            <th className={TH}>{AUDIT_MESSAGES.colChange}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-t" data-testid="audit-row">
              <td className={`${TD} whitespace-nowrap`}>{formatDateTime(e.created_at)}</td>
              <td className={TD}>
                <div>{e.actor_name ?? AUDIT_MESSAGES.system}</div>
                {e.actor_email && (
                  <div className="text-xs text-muted-foreground">{e.actor_email}</div>
                )}
              </td>
              <td className={`${TD} whitespace-nowrap font-mono text-xs`}>{e.action}</td>
              <td className={TD}>{e.target_label ?? e.target_id}</td>
              <td className={`${TD} min-w-48 [overflow-wrap:anywhere]`}>
                {changeText(e)}
                {e.reason && (
                  <div className="text-xs text-muted-foreground">Reason: {e.reason}</div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
