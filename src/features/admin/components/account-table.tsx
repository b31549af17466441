import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminAccount } from '@/features/admin/api/types';
import { ActionsTh, DataTable, TD, TH, THEAD, TITLE_CELL, Td } from '@/components/table/data-table';
import { RowActions } from '@/components/table/row-actions';
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
  onIntent,
}: {
  accounts: AdminAccount[];
  /** Hover or focus on an action that opens a dialog: the moment to fetch the dialog's code. */
  onIntent?: { edit?: () => void; quota?: () => void; toggle?: () => void };
  onEdit: (a: AdminAccount) => void;
  onQuota: (a: AdminAccount) => void;
  onToggleActive: (a: AdminAccount) => void;
}) {
  return (
    <DataTable label={ACCOUNT_MESSAGES.colName}>
      <thead className={THEAD}>
        <tr>
          <th className={TH}>{ACCOUNT_MESSAGES.colName}</th>
          <th className={TH}>{ACCOUNT_MESSAGES.colActive}</th>
          <th className={TH}>{ACCOUNT_MESSAGES.colRemaining}</th>
          <th className={TH}>{ACCOUNT_MESSAGES.colContract}</th>
          <th className={TH}>{ACCOUNT_MESSAGES.colExperts}</th>
          <th className={TH}>{ACCOUNT_MESSAGES.colMonth}</th>
          <ActionsTh label={ACCOUNT_MESSAGES.colActions} />
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id} className="border-t" data-testid={`account-row-${a.slug}`}>
            <td className={`${TD} ${TITLE_CELL}`} data-cell="title">
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
            <Td className="whitespace-nowrap" data-cell="actions">
              <RowActions
                name={a.name}
                primary={{
                  label: ACCOUNT_MESSAGES.edit,
                  onSelect: () => onEdit(a),
                  onIntent: onIntent?.edit,
                }}
                more={[
                  {
                    label: ACCOUNT_MESSAGES.quota,
                    onSelect: () => onQuota(a),
                    onIntent: onIntent?.quota,
                  },
                  {
                    label: a.is_active ? ACCOUNT_MESSAGES.deactivate : ACCOUNT_MESSAGES.activate,
                    onSelect: () => onToggleActive(a),
                    onIntent: a.is_active ? onIntent?.toggle : undefined,
                    destructive: a.is_active,
                  },
                  {
                    label: ACCOUNT_MESSAGES.history,
                    href: paths.admin.audit.getHref({ target: a.id }),
                  },
                ]}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
