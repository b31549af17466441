import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ATTENTION_ACCOUNTS } from '@/features/admin/api/dashboard-data';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { useExperts } from '@/features/admin/api/get-experts';
import { AccountWarnings } from '@/features/admin/components/account-warnings';
import { QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section, TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';

/** Accounts whose quota, contract or experts need a look. */
export function AttentionAccounts() {
  const accounts = useAccounts(ATTENTION_ACCOUNTS);
  return (
    <Section
      id="accounts"
      title={DASHBOARD_MESSAGES.accounts}
      actions={
        <Link
          className="text-sm text-primary underline"
          to={paths.admin.accounts.getHref({ attention: '1' })}
        >
          {ADMIN_TITLES.accounts}
        </Link>
      }
    >
      <QueryState
        isLoading={accounts.isLoading}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {accounts.data && accounts.data.length === 0 && (
        <EmptyState>{DASHBOARD_MESSAGES.accountsNone}</EmptyState>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <ul className="divide-y rounded-md border" data-testid="attention-accounts">
          {accounts.data.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <span className="font-medium">{a.name}</span>
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground">{a.questions_remaining} left</span>
                <AccountWarnings account={a} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const COLS = DASHBOARD_MESSAGES.loadCols;

/** Each expert's open questions, the busiest first. */
export function ExpertLoad() {
  const experts = useExperts();
  return (
    <Section id="load" title={DASHBOARD_MESSAGES.load}>
      <QueryState
        isLoading={experts.isLoading}
        error={experts.error}
        onRetry={() => void experts.refetch()}
      />
      {experts.data && experts.data.length === 0 && (
        <EmptyState>{DASHBOARD_MESSAGES.loadNone}</EmptyState>
      )}
      {experts.data && experts.data.length > 0 && (
        <TableRegion label={DASHBOARD_MESSAGES.load}>
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className={TH}>{COLS.expert}</th>
                <th className={`${TH} text-right`}>{COLS.pending}</th>
                <th className={`${TH} text-right`}>{COLS.needsInformation}</th>
                <th className={`${TH} text-right`}>{COLS.awaitingApproval}</th>
                <th className={`${TH} text-right`}>{COLS.open}</th>
              </tr>
            </thead>
            <tbody>
              {[...experts.data]
                .sort((a, b) => b.open_questions - a.open_questions)
                .map((x) => (
                  <tr key={x.id} className="border-t">
                    <td className={TD} data-cell="title">
                      <Link
                        className="text-primary hover:underline"
                        to={paths.admin.questions.getHref({ expert: x.id })}
                      >
                        {x.name}
                      </Link>
                    </td>
                    <td className={`${TD} text-right`} data-label={COLS.pending}>
                      {x.pending}
                    </td>
                    <td className={`${TD} text-right`} data-label={COLS.needsInformation}>
                      {x.needs_information}
                    </td>
                    <td className={`${TD} text-right`} data-label={COLS.awaitingApproval}>
                      {x.awaiting_approval}
                    </td>
                    <td className={`${TD} text-right font-medium`} data-label={COLS.open}>
                      {x.open_questions}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </Section>
  );
}
