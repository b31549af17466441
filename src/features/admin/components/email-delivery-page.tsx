import { useSearchParams } from 'react-router-dom';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import {
  useEmailDeliveries,
  type EmailDeliveryState,
} from '@/features/admin/api/get-email-deliveries';
import { useEmailDeliveryCounts } from '@/features/admin/api/get-email-delivery-counts';
import { EmptyState } from '@/features/admin/components/admin-page';
import { EmailDeliveryRow } from '@/features/admin/components/email-delivery-row';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { useDeferredData } from '@/utils/use-deferred-data';

const STATES: { value: EmailDeliveryState; label: string }[] = [
  { value: '', label: M.stateAll },
  { value: 'failed', label: M.stateFailed },
  { value: 'retrying', label: M.stateRetrying },
];

function readState(value: string | null): EmailDeliveryState {
  return value === 'failed' || value === 'retrying' ? value : '';
}

/**
 * /admin/email-delivery: every outbox row that failed or is being retried and every approved
 * answer's email that failed, newest first, with Send again and Give up (docs/decisions.md,
 * "Email delivery"). The state filter lives in the URL (?state=failed|retrying).
 */
export function EmailDeliveryPage() {
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const emails = useEmailDeliveries(state);
  const counts = useEmailDeliveryCounts();
  const { data, pending } = useDeferredData(emails);
  const rows = data?.pages.flat() ?? [];

  return (
    <PageShell title={M.title} description={M.description}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1 text-sm sm:w-64">
          {M.show}
          <NativeSelect
            value={state}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('state', e.target.value);
              else next.delete('state');
              setParams(next, { replace: true });
            }}
          >
            {STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        {counts.data && (
          <p className="text-sm text-muted-foreground" data-testid="email-delivery-summary">
            {M.summary(counts.data.failed, counts.data.retrying)}
          </p>
        )}
      </div>
      <QueryState isLoading={pending} error={emails.error} onRetry={() => void emails.refetch()} />
      {data && rows.length === 0 && <EmptyState>{state ? M.emptyFiltered : M.empty}</EmptyState>}
      {rows.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label={M.listLabel}>
          {rows.map((e) => (
            <EmailDeliveryRow key={e.key} email={e} />
          ))}
        </ul>
      )}
      {data && emails.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={emails.isFetchingNextPage}
          onClick={() => void emails.fetchNextPage()}
        >
          {M.loadMore}
        </Button>
      )}
    </PageShell>
  );
}
