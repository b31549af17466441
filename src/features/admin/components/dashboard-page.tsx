import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ATTENTION_ACCOUNTS, RECENT_ACTIONS } from '@/features/admin/api/dashboard-data';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { useEmailDeliveryCounts } from '@/features/admin/api/get-email-delivery-counts';
import { useEvents } from '@/features/admin/api/get-events';
import { useExperts } from '@/features/admin/api/get-experts';
import { useHeldCounts } from '@/features/admin/api/get-held-submissions';
import { useOverdueQuestions } from '@/features/admin/api/get-overdue-questions';
import { useUnapprovableAnswers } from '@/features/admin/api/get-unapprovable-answers';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useOnceTrue } from '@/utils/use-once-true';
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
  const events = useEvents({}, RECENT_ACTIONS);
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

/**
 * Whether the sections below the counts may show: from the moment each of them first has its
 * answer (or its error). The sections ask for the same queries, so nothing is requested twice.
 * It stays true: a section's failed query is asked again when the section mounts, which would
 * otherwise hide every section again, over and over.
 */
function useSectionsSettled(): boolean {
  const queries = [
    useUnapprovableAnswers(),
    useOverdueQuestions(),
    useAccounts(ATTENTION_ACCOUNTS),
    useExperts(),
    useEmailDeliveryCounts(),
    useHeldCounts(),
    useEvents({}, RECENT_ACTIONS),
  ];
  return useOnceTrue(queries.every((q) => !q.isLoading));
}

/**
 * /admin/dashboard: counts, overdue questions, accounts and experts to watch, failed emails, latest
 * actions. The counts keep their place while they load; the sections below appear together once
 * each has its answer: one by one, each pushed the ones below it down as it filled in (a layout
 * shift Lighthouse measured at 0.031 on a phone).
 */
export function AdminDashboardPage() {
  // Deferred: the sections appear in a render React splits into slices that yield to the browser,
  // not in the one long task that follows the last answer (Total Blocking Time).
  const settled = useDeferredValue(useSectionsSettled());
  return (
    <PageShell title={ADMIN_TITLES.dashboard} description={DASHBOARD_MESSAGES.description}>
      <StatusCounts />
      {settled ? (
        <>
          <UnapprovableAnswers />
          <div className="grid gap-6 lg:grid-cols-2">
            <Overdue />
            <AttentionAccounts />
            <ExpertLoad />
            <EmailDeliveryCount />
            <HeldCount />
          </div>
          <RecentActions />
        </>
      ) : (
        <Spinner label="Loading..." />
      )}
    </PageShell>
  );
}
