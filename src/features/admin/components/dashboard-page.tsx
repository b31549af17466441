import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useEvents } from '@/features/admin/api/get-events';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { AuditList } from '@/features/admin/components/audit-list';
import { Overdue, StatusCounts } from '@/features/admin/components/dashboard-questions';
import { AttentionAccounts, ExpertLoad } from '@/features/admin/components/dashboard-watch';
import { EmailDeliveryCount } from '@/features/admin/components/email-delivery-count';
import { HeldCount } from '@/features/admin/components/held-count';
import { UnapprovableAnswers } from '@/features/admin/components/unapprovable-answers';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';

function RecentActions() {
  const events = useEvents({}, 20);
  const rows = events.data?.pages[0] ?? [];
  return (
    <Section
      id="recent"
      title={DASHBOARD_MESSAGES.recent}
      actions={
        <Link className="text-sm text-primary underline" to={paths.admin.audit.getHref()}>
          {DASHBOARD_MESSAGES.seeAllAudit}
        </Link>
      }
    >
      <QueryState
        isLoading={events.isLoading}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
      {events.data && rows.length === 0 && <EmptyState>No admin actions recorded yet.</EmptyState>}
      {rows.length > 0 && <AuditList events={rows} />}
    </Section>
  );
}

/** /admin/dashboard: counts, overdue questions, accounts and experts to watch, failed emails, latest actions. */
export function AdminDashboardPage() {
  return (
    <PageShell title={ADMIN_TITLES.dashboard} description={DASHBOARD_MESSAGES.description}>
      <StatusCounts />
      <UnapprovableAnswers />
      <div className="grid gap-6 lg:grid-cols-2">
        <Overdue />
        <AttentionAccounts />
        <ExpertLoad />
        <EmailDeliveryCount />
        <HeldCount />
      </div>
      <RecentActions />
    </PageShell>
  );
}
