import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAccounts, type AccountFilters } from '@/features/admin/api/get-accounts';
import { usePartnerForms } from '@/features/admin/api/get-partner-forms';
import { useSetAccountActive } from '@/features/admin/api/set-account-active';
import type { AdminAccount } from '@/features/admin/api/types';
import { AccountTable } from '@/features/admin/components/account-table';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState } from '@/features/admin/components/admin-page';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { ADMIN_COMMON, ADMIN_TITLES } from '@/features/admin/messages/common';
import { lazyWithPreload } from '@/utils/lazy-import';
import { useDeferredData } from '@/utils/use-deferred-data';

// The dialogs (react-hook-form, zod, the Radix dialog) load when first opened, fetched ahead on
// hover or focus of the button that opens them; this file must not import them.
const AccountDialog = lazyWithPreload(
  () => import('@/features/admin/components/account-dialog'),
  'AccountDialog',
);
const QuotaDialog = lazyWithPreload(
  () => import('@/features/admin/components/quota-dialog'),
  'QuotaDialog',
);
const ConfirmDialog = lazyWithPreload(
  () => import('@/components/form/form-dialog'),
  'ConfirmDialog',
);

function readFilters(p: URLSearchParams): AccountFilters {
  const active = p.get('active');
  return {
    search: p.get('search') ?? '',
    active: active === 'active' || active === 'inactive' ? active : '',
    attention: p.get('attention') === '1',
  };
}

/** /admin/accounts: every partner with its quota, contract and experts; create, edit, top up, (de)activate. */
export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const accounts = useAccounts(filters);
  const { data: shown, pending } = useDeferredData(accounts);
  // Loaded with the page, so the account dialog opens with its forms' settings.
  usePartnerForms();
  const setActive = useSetAccountActive();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [quota, setQuota] = useState<AdminAccount | null>(null);
  const [deactivating, setDeactivating] = useState<AdminAccount | null>(null);
  const [search, setSearch] = useState(filters.search);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filtered = Boolean(filters.search || filters.active || filters.attention);

  return (
    <PageShell
      title={ADMIN_TITLES.accounts}
      description={ACCOUNT_MESSAGES.description}
      actions={
        <Button
          onPointerEnter={AccountDialog.preload}
          onFocus={AccountDialog.preload}
          onClick={() => setCreating(true)}
        >
          {ACCOUNT_MESSAGES.add}
        </Button>
      }
    >
      <form
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-md border p-3"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('search', search.trim());
        }}
      >
        <label className="grid w-full gap-1 text-sm sm:w-72">
          {ACCOUNT_MESSAGES.search}
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onBlur={() => setParam('search', search.trim())}
          />
        </label>
        <label className="grid w-full gap-1 text-sm sm:w-48">
          {ACCOUNT_MESSAGES.activeFilter}
          <NativeSelect value={filters.active} onChange={(e) => setParam('active', e.target.value)}>
            <option value="">{ACCOUNT_MESSAGES.activeAll}</option>
            <option value="active">{ACCOUNT_MESSAGES.activeOnly}</option>
            <option value="inactive">{ACCOUNT_MESSAGES.inactiveOnly}</option>
          </NativeSelect>
        </label>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            checked={filters.attention}
            onChange={(e) => setParam('attention', e.target.checked ? '1' : '')}
          />
          {ACCOUNT_MESSAGES.attention}
        </label>
        <button type="submit" className="sr-only">
          Search
        </button>
      </form>

      <QueryState
        isLoading={pending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {shown && shown.length === 0 && (
        <EmptyState>
          {filtered ? ACCOUNT_MESSAGES.emptyFiltered : ACCOUNT_MESSAGES.empty}
        </EmptyState>
      )}
      {shown && shown.length > 0 && (
        <AccountTable
          accounts={shown}
          onEdit={setEditing}
          onQuota={setQuota}
          onIntent={{
            edit: AccountDialog.preload,
            quota: QuotaDialog.preload,
            toggle: ConfirmDialog.preload,
          }}
          onToggleActive={(a) =>
            a.is_active ? setDeactivating(a) : setActive.mutate({ id: a.id, active: true })
          }
        />
      )}

      {/* Nothing shows while a dialog's code arrives: focus stays on the button that opens it. */}
      <Suspense fallback={null}>
        {creating && <AccountDialog onClose={() => setCreating(false)} />}
        {editing && (
          <AccountDialog key={editing.id} account={editing} onClose={() => setEditing(null)} />
        )}
        {quota && <QuotaDialog key={quota.id} account={quota} onClose={() => setQuota(null)} />}
        {deactivating && (
          <ConfirmDialog
            onOpenChange={(open) => !open && setDeactivating(null)}
            title={ACCOUNT_MESSAGES.deactivateTitle(deactivating.name)}
            description={ACCOUNT_MESSAGES.deactivateText}
            cancelLabel={ADMIN_COMMON.cancel}
            confirmLabel={ACCOUNT_MESSAGES.deactivate}
            destructive
            pending={setActive.isPending}
            onConfirm={() =>
              setActive.mutate(
                { id: deactivating.id, active: false },
                { onSettled: () => setDeactivating(null) },
              )
            }
          />
        )}
      </Suspense>
    </PageShell>
  );
}
