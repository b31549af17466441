import type { AccountWarning, AdminAccount } from '@/features/admin/api/types';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { cn } from '@/lib/utils';

export function Badge({
  tone = 'default',
  children,
}: {
  tone?: 'default' | 'warning' | 'danger' | 'success';
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium',
        tone === 'default' && 'border-slate-300 bg-slate-50 text-slate-700',
        tone === 'warning' && 'border-amber-500 bg-amber-50 text-amber-900',
        tone === 'danger' && 'border-red-300 bg-red-50 text-red-800',
        tone === 'success' && 'border-green-300 bg-green-50 text-green-900',
      )}
    >
      {children}
    </span>
  );
}

function warningText(w: AccountWarning, account: Pick<AdminAccount, 'contract_days_left'>) {
  if (w === 'low_quota') return ACCOUNT_MESSAGES.warnLowQuota;
  if (w === 'contract_ended') return ACCOUNT_MESSAGES.warnContractEnded;
  if (w === 'contract_ending')
    return ACCOUNT_MESSAGES.warnContractEnding(account.contract_days_left ?? 0);
  return ACCOUNT_MESSAGES.warnNoExpert;
}

/** The account's warnings as badges (the server decides them: admin_list_corporate_accounts). */
export function AccountWarnings({
  account,
  only,
}: {
  account: Pick<AdminAccount, 'warnings' | 'contract_days_left'>;
  only?: AccountWarning[];
}) {
  const list = (account.warnings as AccountWarning[]).filter((w) => !only || only.includes(w));
  if (list.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {list.map((w) => (
        <Badge key={w} tone={w === 'contract_ended' ? 'danger' : 'warning'}>
          {warningText(w, account)}
        </Badge>
      ))}
    </span>
  );
}
