import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { useExperts } from '@/features/admin/api/get-experts';
import type { AdminExpert } from '@/features/admin/api/types';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState, TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { Badge } from '@/features/admin/components/account-warnings';
import { ExpertAccountsDialog } from '@/features/admin/components/expert-accounts-dialog';
import { formatHours } from '@/features/admin/utils/format';
import { ADMIN_TITLES, EXPERTS_MESSAGES } from '@/features/admin/messages';
import { notifyError, notifySuccess } from '@/lib/notify';

/** /admin/experts: every expert, approver toggle, accounts, load and 30-day figures; how auto-assignment picks. */
export function ExpertsPage() {
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const search = params.get('search') ?? '';
  const [searchDraft, setSearchDraft] = useState(search);
  const experts = useExperts();
  const accounts = useAccounts();
  const update = useUpdateUser();
  const [managing, setManaging] = useState<AdminExpert | null>(null);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (experts.data ?? []).filter(
      (x) =>
        (!account || x.account_ids.includes(account)) &&
        (!q || x.name.toLowerCase().includes(q) || x.email.toLowerCase().includes(q)),
    );
  }, [experts.data, account, search]);
  const uncovered = (accounts.data ?? []).filter((a) => a.warnings.includes('no_expert'));
  const current = managing && experts.data?.find((x) => x.id === managing.id);

  const toggleApprover = (x: AdminExpert) =>
    update.mutate(
      { userId: x.id, isApprover: !x.is_approver },
      {
        onSuccess: () =>
          notifySuccess({
            title: x.is_approver
              ? EXPERTS_MESSAGES.approverOffToast
              : EXPERTS_MESSAGES.approverOnToast,
            description: x.name,
          }),
        onError: (err) => notifyError(err),
        onSettled: () => void experts.refetch(),
      },
    );

  return (
    <PageShell title={ADMIN_TITLES.experts} description={EXPERTS_MESSAGES.description}>
      <p className="rounded-md border bg-muted/30 p-3 text-sm" data-testid="auto-assignment">
        {EXPERTS_MESSAGES.autoAssignment}
      </p>
      {uncovered.length > 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {EXPERTS_MESSAGES.noExpertWarning(uncovered.map((a) => a.name).join(', '))}
        </p>
      )}
      <form
        role="search"
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('search', searchDraft.trim());
        }}
      >
        <label className="grid gap-1 text-sm">
          {EXPERTS_MESSAGES.search}
          <Input
            type="search"
            value={searchDraft}
            onChange={(e) => setSearchDraft(e.target.value)}
            onBlur={() => setParam('search', searchDraft.trim())}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {EXPERTS_MESSAGES.accountFilter}
          <NativeSelect value={account} onChange={(e) => setParam('account', e.target.value)}>
            <option value="">{EXPERTS_MESSAGES.allAccounts}</option>
            {(accounts.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <button type="submit" className="sr-only">
          Search
        </button>
      </form>

      <QueryState
        isLoading={experts.isLoading}
        error={experts.error}
        onRetry={() => void experts.refetch()}
      />
      {experts.data && rows.length === 0 && (
        <EmptyState>
          {experts.data.length === 0 ? (
            <>
              {EXPERTS_MESSAGES.empty}{' '}
              <Link className="text-primary underline" to={paths.admin.users.getHref()}>
                User Management
              </Link>
            </>
          ) : (
            EXPERTS_MESSAGES.emptyFiltered
          )}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <TableRegion label={ADMIN_TITLES.experts}>
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className={TH}>{EXPERTS_MESSAGES.colName}</th>
                <th className={TH}>{EXPERTS_MESSAGES.colApprover}</th>
                <th className={TH}>{EXPERTS_MESSAGES.colAccounts}</th>
                <th className={TH}>{EXPERTS_MESSAGES.colOpen}</th>
                <th className={TH}>{EXPERTS_MESSAGES.colAnswered}</th>
                <th className={TH}>{EXPERTS_MESSAGES.colMedian}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x.id} className="border-t" data-testid={`expert-row-${x.email}`}>
                  <td className={TD}>
                    <div className="font-medium">{x.name}</div>
                    <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      {x.email}
                    </div>
                  </td>
                  <td className={TD}>
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                      checked={x.is_approver}
                      disabled={update.isPending}
                      aria-label={EXPERTS_MESSAGES.approverToggle(x.name)}
                      onChange={() => toggleApprover(x)}
                    />
                  </td>
                  <td className={TD}>
                    <div className="flex flex-wrap items-center gap-1">
                      {x.account_names.length === 0 ? (
                        <span className="text-muted-foreground">{EXPERTS_MESSAGES.noAccounts}</span>
                      ) : (
                        x.account_names.map((n) => <Badge key={n}>{n}</Badge>)
                      )}
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setManaging(x)}
                        aria-label={`${EXPERTS_MESSAGES.manageTitle(x.name)}`}
                      >
                        {EXPERTS_MESSAGES.manageAccounts}
                      </Button>
                    </div>
                  </td>
                  <td className={TD}>
                    <Link
                      className="text-primary hover:underline"
                      to={paths.admin.questions.getHref({ expert: x.id })}
                      title={EXPERTS_MESSAGES.openLoad(x.pending, x.awaiting_approval)}
                      aria-label={`${x.open_questions} open questions of ${x.name}: ${EXPERTS_MESSAGES.openLoad(x.pending, x.awaiting_approval)}`}
                    >
                      {x.open_questions}
                    </Link>
                  </td>
                  <td className={TD}>{x.answered_30d}</td>
                  <td className={TD}>{formatHours(x.median_first_answer_hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {current && (
        <ExpertAccountsDialog
          expert={current}
          accounts={accounts.data ?? []}
          onClose={() => setManaging(null)}
        />
      )}
    </PageShell>
  );
}
