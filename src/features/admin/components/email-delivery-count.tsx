import { Link } from 'react-router-dom';
import { QueryState } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useEmailDeliveryCounts } from '@/features/admin/api/get-email-delivery-counts';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';

const FIGURE =
  'block rounded-md border p-3 hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The dashboard's view of email delivery: how many emails failed and how many are being retried,
 * each a link to that part of the Email delivery page (which lists them and acts on them).
 */
export function EmailDeliveryCount() {
  const counts = useEmailDeliveryCounts();
  const c = counts.data;
  return (
    <Section
      id="email-delivery"
      title={M.countTitle}
      actions={
        <Link className="text-sm text-primary underline" to={paths.admin.emailDelivery.getHref()}>
          {M.open}
        </Link>
      }
    >
      <QueryState
        isLoading={counts.isLoading}
        error={counts.error}
        onRetry={() => void counts.refetch()}
      />
      {c && c.failed + c.retrying === 0 && <EmptyState>{M.countNone}</EmptyState>}
      {c && c.failed + c.retrying > 0 && (
        <ul className="grid grid-cols-2 gap-3">
          <li>
            <Link
              to={paths.admin.emailDelivery.getHref({ state: 'failed' })}
              className={FIGURE}
              data-testid="email-count-failed"
            >
              <span className="block text-2xl font-semibold text-red-800">{c.failed}</span>
              <span className="text-sm text-muted-foreground">{M.stateFailed}</span>
            </Link>
          </li>
          <li>
            <Link
              to={paths.admin.emailDelivery.getHref({ state: 'retrying' })}
              className={FIGURE}
              data-testid="email-count-retrying"
            >
              <span className="block text-2xl font-semibold">{c.retrying}</span>
              <span className="text-sm text-muted-foreground">{M.stateRetrying}</span>
            </Link>
          </li>
        </ul>
      )}
    </Section>
  );
}
