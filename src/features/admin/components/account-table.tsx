import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AdminAccount } from '@/features/admin/api/types';
import { TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { AccountWarnings, Badge } from '@/features/admin/components/account-warnings';
import { formatDay } from '@/features/admin/utils/format';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { ADMIN_COMMON } from '@/features/admin/messages/common';

/** Name, slug, active, questions remaining, contract end, experts, this month; actions per row. */
export function AccountTable({
  accounts,
  onEdit,
  onQuota,
  onToggleActive,
}: {
  accounts: AdminAccount[];
  onEdit: (a: AdminAccount) => void;
  onQuota: (a: AdminAccount) => void;
  onToggleActive: (a: AdminAccount) => void;
}) {
  return (
    <TableRegion label={ACCOUNT_MESSAGES.colName}>
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th className={TH}>{ACCOUNT_MESSAGES.colName}</th>
            <th className={TH}>{ACCOUNT_MESSAGES.colActive}</th>
            <th className={TH}>{ACCOUNT_MESSAGES.colRemaining}</th>
            <th className={TH}>{ACCOUNT_MESSAGES.colContract}</th>
            <th className={TH}>{ACCOUNT_MESSAGES.colExperts}</th>
            <th className={TH}>{ACCOUNT_MESSAGES.colMonth}</th>
            <th className={TH}>
              <span className="sr-only">{ACCOUNT_MESSAGES.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} className="border-t" data-testid={`account-row-${a.slug}`}>
              <td className={TD} data-cell="title">
                <div className="font-medium">{a.name}</div>
                <Link
                  to={paths.corporate.partner.getHref(a.slug)}
                  className="block w-fit text-xs text-muted-foreground underline underline-offset-4"
                  aria-label={ACCOUNT_MESSAGES.slugLink(a.slug)}
                >
                  {a.slug}
                </Link>
              </td>
              <td className={TD} data-label={ACCOUNT_MESSAGES.colActive}>
                {a.is_active ? (
                  <Badge tone="success">{ADMIN_COMMON.yes}</Badge>
                ) : (
                  <Badge>{ACCOUNT_MESSAGES.inactive}</Badge>
                )}
              </td>
              <td className={TD} data-label={ACCOUNT_MESSAGES.colRemaining}>
                <div className="flex flex-wrap items-center gap-1">
                  <span data-testid="questions-remaining">{a.questions_remaining}</span>
                  <AccountWarnings account={a} only={['low_quota']} />
                </div>
              </td>
              <td className={TD} data-label={ACCOUNT_MESSAGES.colContract}>
                <div className="flex flex-wrap items-center gap-1">
                  <span className="whitespace-nowrap">
                    {a.contract_end_date ? formatDay(a.contract_end_date) : ACCOUNT_MESSAGES.noEnd}
                  </span>
                  <AccountWarnings account={a} only={['contract_ended', 'contract_ending']} />
                </div>
              </td>
              <td className={TD} data-label={ACCOUNT_MESSAGES.colExperts}>
                {a.expert_names.length > 0 ? (
                  a.expert_names.join(', ')
                ) : (
                  <AccountWarnings account={a} only={['no_expert']} />
                )}
                {a.expert_names.length === 0 && !a.warnings.includes('no_expert') && (
                  <span className="text-muted-foreground">{ACCOUNT_MESSAGES.noExperts}</span>
                )}
              </td>
              <td className={TD} data-label={ACCOUNT_MESSAGES.colMonth}>
                {a.questions_this_month}
              </td>
              <td className={`${TD} whitespace-nowrap text-right`} data-cell="actions">
                <div className="flex flex-wrap justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(a)}
                    aria-label={`${ACCOUNT_MESSAGES.edit} ${a.name}`}
                  >
                    {ACCOUNT_MESSAGES.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onQuota(a)}
                    aria-label={`${ACCOUNT_MESSAGES.quota} ${a.name}`}
                  >
                    {ACCOUNT_MESSAGES.quota}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onToggleActive(a)}
                    aria-label={`${a.is_active ? ACCOUNT_MESSAGES.deactivate : ACCOUNT_MESSAGES.activate} ${a.name}`}
                  >
                    {a.is_active ? ACCOUNT_MESSAGES.deactivate : ACCOUNT_MESSAGES.activate}
                  </Button>
                  <Button size="sm" variant="link" asChild>
                    <Link
                      to={paths.admin.audit.getHref({ target: a.id })}
                      aria-label={`${ACCOUNT_MESSAGES.history} ${a.name}`}
                    >
                      {ACCOUNT_MESSAGES.history}
                    </Link>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
