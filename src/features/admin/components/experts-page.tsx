import { Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { useExperts } from '@/features/admin/api/get-experts';
import type { AdminExpert } from '@/features/admin/api/types';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState } from '@/features/admin/components/admin-page';
import { ExpertFilters } from '@/features/admin/components/expert-filters';
import { ExpertTable } from '@/features/admin/components/expert-table';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';
import { notifySuccess } from '@/lib/notify';
import { lazyWithPreload } from '@/utils/lazy-import';
import { useDeferredData } from '@/utils/use-deferred-data';

// The dialog (react-hook-form, zod, the Radix dialog) loads when first opened; this file must not
// import it.
const ExpertAccountsDialog = lazyWithPreload(
  () => import('@/features/admin/components/expert-accounts-dialog'),
  'ExpertAccountsDialog',
);

/** /admin/experts: every expert, approver toggle, accounts, load and 30-day figures; how auto-assignment picks. */
export function ExpertsPage() {
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const search = params.get('search') ?? '';
  const experts = useExperts();
  const { data: expertList, pending } = useDeferredData(experts);
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
    return (expertList ?? []).filter(
      (x) =>
        (!account || x.account_ids.includes(account)) &&
        (!q || x.name.toLowerCase().includes(q) || x.email.toLowerCase().includes(q)),
    );
  }, [expertList, account, search]);
  const uncovered = (accounts.data ?? []).filter((a) => a.warnings.includes('no_expert'));
  const current = managing && expertList?.find((x) => x.id === managing.id);

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
      <ExpertFilters
        search={search}
        account={account}
        accounts={accounts.data ?? []}
        setParam={setParam}
      />

      <QueryState
        isLoading={pending}
        error={experts.error}
        onRetry={() => void experts.refetch()}
      />
      {expertList && rows.length === 0 && (
        <EmptyState>
          {expertList.length === 0 ? (
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
        <ExpertTable
          experts={rows}
          togglePending={update.isPending}
          onToggleApprover={toggleApprover}
          onManageAccounts={setManaging}
        />
      )}
      {current && (
        <Suspense fallback={null}>
          <ExpertAccountsDialog
            expert={current}
            accounts={accounts.data ?? []}
            onClose={() => setManaging(null)}
          />
        </Suspense>
      )}
    </PageShell>
  );
}
