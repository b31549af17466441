import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccounts } from '@/features/admin/api/get-accounts';
import { useEvents } from '@/features/admin/api/get-events';
import { useExperts } from '@/features/admin/api/get-experts';
import { useFailedDeliveries } from '@/features/admin/api/get-failed-deliveries';
import { useOverdueQuestions } from '@/features/admin/api/get-overdue-questions';
import { useStatusCounts } from '@/features/admin/api/get-status-counts';
import { useResendAnswerEmail } from '@/features/admin/api/resend-answer-email';
import { AccountWarnings } from '@/features/admin/components/account-warnings';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section, TableRegion, TD, TH } from '@/features/admin/components/admin-page';
import { AuditList } from '@/features/admin/components/audit-list';
import { ADMIN_TITLES, DASHBOARD_MESSAGES } from '@/features/admin/messages';
import { formatWhen } from '@/features/admin/utils/format';
import { STATUS_LABELS } from '@/lib/question-status';

function StatusCounts() {
  const counts = useStatusCounts();
  return (
    <Section id="status" title={DASHBOARD_MESSAGES.byStatus}>
      <QueryState
        isLoading={counts.isLoading}
        error={counts.error}
        onRetry={() => void counts.refetch()}
      />
      {counts.data && (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {counts.data.map((c) => (
            <li key={c.status}>
              <Link
                to={paths.admin.questions.getHref({ status: c.status })}
                className="block rounded-md border p-3 hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid={`count-${c.status}`}
              >
                <span className="block text-2xl font-semibold">{c.count}</span>
                <span className="text-sm text-muted-foreground">
                  {STATUS_LABELS[c.status] ?? c.status}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Overdue() {
  const overdue = useOverdueQuestions();
  const rows = overdue.data ?? [];
  const target = rows[0]?.target_hours;
  return (
    <Section
      id="overdue"
      title={target ? DASHBOARD_MESSAGES.overdue(target) : DASHBOARD_MESSAGES.overdueTitle}
    >
      <QueryState
        isLoading={overdue.isLoading}
        error={overdue.error}
        onRetry={() => void overdue.refetch()}
      />
      {overdue.data && rows.length === 0 && (
        <EmptyState>{DASHBOARD_MESSAGES.overdueNone}</EmptyState>
      )}
      {rows.length > 0 && (
        <>
          <ol className="divide-y rounded-md border" data-testid="overdue-list">
            {rows.map((q) => (
              <li
                key={q.id}
                className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm"
              >
                <Link
                  className="min-w-0 font-medium text-primary hover:underline [overflow-wrap:anywhere]"
                  to={paths.admin.question.getHref(q.id)}
                >
                  {q.title}
                </Link>
                <span className="text-muted-foreground">
                  {DASHBOARD_MESSAGES.age(q.age_hours)} · {STATUS_LABELS[q.status]} ·{' '}
                  {q.corporate_account_name ?? 'No account'} · {q.expert_name ?? 'No expert'}
                </span>
              </li>
            ))}
          </ol>
          {(rows[0]?.overdue_total ?? 0) > rows.length && (
            <p className="text-sm text-muted-foreground">
              {DASHBOARD_MESSAGES.overdueMore(rows.length, rows[0]!.overdue_total)}
            </p>
          )}
        </>
      )}
    </Section>
  );
}

function AttentionAccounts() {
  const accounts = useAccounts({ attention: true });
  return (
    <Section
      id="accounts"
      title={DASHBOARD_MESSAGES.accounts}
      actions={
        <Link className="text-sm text-primary underline" to={paths.admin.accounts.getHref()}>
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

function ExpertLoad() {
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
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th className={TH}>Expert</th>
                <th className={`${TH} text-right`}>Pending</th>
                <th className={`${TH} text-right`}>Awaiting approval</th>
                <th className={`${TH} text-right`}>Open</th>
              </tr>
            </thead>
            <tbody>
              {[...experts.data]
                .sort((a, b) => b.open_questions - a.open_questions)
                .map((x) => (
                  <tr key={x.id} className="border-t">
                    <td className={TD}>
                      <Link
                        className="text-primary hover:underline"
                        to={paths.admin.questions.getHref({ expert: x.id })}
                      >
                        {x.name}
                      </Link>
                    </td>
                    <td className={`${TD} text-right`}>{x.pending}</td>
                    <td className={`${TD} text-right`}>{x.awaiting_approval}</td>
                    <td className={`${TD} text-right font-medium`}>{x.open_questions}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </Section>
  );
}

function FailedEmails() {
  const failed = useFailedDeliveries();
  const resend = useResendAnswerEmail();
  return (
    <Section id="failed" title={DASHBOARD_MESSAGES.failed}>
      <QueryState
        isLoading={failed.isLoading}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
      {failed.data && failed.data.length === 0 && (
        <EmptyState>{DASHBOARD_MESSAGES.failedNone}</EmptyState>
      )}
      {failed.data && failed.data.length > 0 && (
        <ul className="divide-y rounded-md border" data-testid="failed-emails">
          {failed.data.map((d) => (
            <li
              key={d.answer_id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div className="min-w-0">
                <Link
                  className="font-medium text-primary hover:underline [overflow-wrap:anywhere]"
                  to={paths.admin.question.getHref(d.question_id)}
                >
                  {d.question_title}
                </Link>
                <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {d.state === 'stuck' ? DASHBOARD_MESSAGES.stuck : d.last_error} · {d.recipient} ·{' '}
                  {d.attempts} attempt
                  {d.attempts === 1 ? '' : 's'} · {formatWhen(d.last_attempt_at)}
                </div>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={resend.isPending}
                aria-label={`${DASHBOARD_MESSAGES.sendAgain}: ${d.question_title}`}
                onClick={() => resend.mutate(d.answer_id)}
              >
                {resend.isPending && resend.variables === d.answer_id
                  ? DASHBOARD_MESSAGES.sending
                  : DASHBOARD_MESSAGES.sendAgain}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function RecentActions() {
  const events = useEvents({}, 20);
  const rows = events.data?.pages[0] ?? [];
  return (
    <Section
      id="recent"
      title={DASHBOARD_MESSAGES.recent}
      actions={
        <Link className="text-sm text-primary underline" to={paths.admin.audit.getHref()}>
          {DASHBOARD_MESSAGES.allAudit}
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
      <nav aria-label="Admin pages" className="flex flex-wrap gap-2">
        {[
          { label: ADMIN_TITLES.questions, href: paths.admin.questions.getHref() },
          { label: 'User Management', href: paths.admin.users.getHref() },
          { label: ADMIN_TITLES.accounts, href: paths.admin.accounts.getHref() },
          { label: ADMIN_TITLES.experts, href: paths.admin.experts.getHref() },
          { label: ADMIN_TITLES.reports, href: paths.admin.reports.getHref() },
          { label: ADMIN_TITLES.audit, href: paths.admin.audit.getHref() },
          { label: ADMIN_TITLES.settings, href: paths.admin.settings.getHref() },
        ].map((l) => (
          <Button key={l.href} asChild size="sm" variant="outline">
            <Link to={l.href}>{l.label}</Link>
          </Button>
        ))}
      </nav>
      <StatusCounts />
      <div className="grid gap-6 lg:grid-cols-2">
        <Overdue />
        <AttentionAccounts />
        <ExpertLoad />
        <FailedEmails />
      </div>
      <RecentActions />
    </PageShell>
  );
}
