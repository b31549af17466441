import type { AdminEvent } from '@/features/admin/api/types';
import { TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import { changeText } from '@/features/admin/utils/audit';
import { formatDateTime } from '@/lib/format';

/** The admin who acted (name, email), or, when none did, the service: "ClaimDesk, Automatic". */
function Actor({ event }: { event: Pick<AdminEvent, 'actor_name' | 'actor_email'> }) {
  const detail = event.actor_name === null ? AUDIT_MESSAGES.automatic : event.actor_email;
  return (
    <>
      <div>{event.actor_name ?? AUDIT_MESSAGES.system}</div>
      {detail && <div className="text-xs text-muted-foreground">{detail}</div>}
    </>
  );
}

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
                <Actor event={e} />
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
