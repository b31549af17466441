import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EMPTY_EVENT_FILTERS, useEvents, type EventFilters } from '@/features/admin/api/get-events';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState } from '@/features/admin/components/admin-page';
import { AuditList } from '@/features/admin/components/audit-list';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { AUDIT_ACTIONS } from '@/features/admin/utils/audit';
import { useDeferredData } from '@/utils/use-deferred-data';

const KEYS = Object.keys(EMPTY_EVENT_FILTERS) as (keyof EventFilters)[];

/** /admin/audit: every admin action with filters in the URL and older pages on demand. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const f = { ...EMPTY_EVENT_FILTERS };
    for (const k of KEYS) f[k] = params.get(k) ?? '';
    return f;
  }, [params]);
  const [search, setSearch] = useState(filters.search);
  const events = useEvents(filters);
  const { data, pending } = useDeferredData(events);
  const rows = data?.pages.flat() ?? [];
  const filtered = KEYS.some((k) => filters[k]);
  // one target's history names it, as its rows recorded it
  const targetName = rows.find((r) => r.target_id === filters.target)?.target_label;

  const setParam = (key: keyof EventFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <PageShell title={ADMIN_TITLES.audit} description={AUDIT_MESSAGES.description}>
      <form
        role="search"
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('search', search.trim());
        }}
      >
        <label className="grid gap-1 text-sm">
          {AUDIT_MESSAGES.action}
          <NativeSelect value={filters.action} onChange={(e) => setParam('action', e.target.value)}>
            <option value="">{AUDIT_MESSAGES.allActions}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-sm">
          {AUDIT_MESSAGES.search}
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onBlur={() => setParam('search', search.trim())}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {AUDIT_MESSAGES.from}
          <Input
            type="date"
            value={filters.from}
            onChange={(e) => setParam('from', e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {AUDIT_MESSAGES.to}
          <Input type="date" value={filters.to} onChange={(e) => setParam('to', e.target.value)} />
        </label>
        {filters.target && (
          <p className="text-sm sm:col-span-2 lg:col-span-4" data-testid="audit-target">
            {AUDIT_MESSAGES.history(targetName ?? filters.target)}
          </p>
        )}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="secondary">
            {AUDIT_MESSAGES.searchButton}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {AUDIT_MESSAGES.clear}
          </Button>
        </div>
      </form>
      <QueryState isLoading={pending} error={events.error} onRetry={() => void events.refetch()} />
      {data && rows.length === 0 && (
        <EmptyState>{filtered ? AUDIT_MESSAGES.emptyFiltered : AUDIT_MESSAGES.empty}</EmptyState>
      )}
      {rows.length > 0 && <AuditList events={rows} />}
      {data && events.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {AUDIT_MESSAGES.loadMore}
        </Button>
      )}
    </PageShell>
  );
}
