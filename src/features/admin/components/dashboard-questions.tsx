import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOverdueQuestions } from '@/features/admin/api/get-overdue-questions';
import { useStatusCounts } from '@/features/admin/api/get-status-counts';
import { QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { SeeAll } from '@/features/admin/components/see-all';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';
import { QUESTION_STATUSES, STATUS_LABELS } from '@/lib/question-status';

const COUNT_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-4';
const COUNT_CARD = 'block rounded-md border p-3';

/** How many questions are in each status, each a link to the filtered list. */
export function StatusCounts() {
  const counts = useStatusCounts();
  return (
    <Section id="status" title={DASHBOARD_MESSAGES.byStatus}>
      <QueryState isLoading={false} error={counts.error} onRetry={() => void counts.refetch()} />
      {/* While the counts load, every status's card with "–" (the server answers one per status
          of the enum, in its order): the same room, so the page below does not move. */}
      {counts.isLoading && (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Loading...
          </p>
          <ul className={COUNT_GRID} aria-hidden="true">
            {QUESTION_STATUSES.map((status) => (
              <li key={status}>
                <div className={COUNT_CARD}>
                  <span className="block text-2xl font-semibold text-muted-foreground">–</span>
                  <span className="text-sm text-muted-foreground">{STATUS_LABELS[status]}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {counts.data && (
        <ul className={COUNT_GRID}>
          {counts.data.map((c) => (
            <li key={c.status}>
              <Link
                to={paths.admin.questions.getHref({ status: c.status })}
                className={`${COUNT_CARD} hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
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

/** Open questions older than the answer-time target, the oldest first. */
export function Overdue() {
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
          <OverdueSeeAll shown={rows.length} total={rows[0]?.overdue_total ?? rows.length} />
        </>
      )}
    </Section>
  );
}

/** "Showing the oldest 20 of 28." and the way to all of them: Question Management, overdue only. */
function OverdueSeeAll({ shown, total }: { shown: number; total: number }) {
  return (
    <SeeAll
      note={total > shown ? DASHBOARD_MESSAGES.overdueMore(shown, total) : undefined}
      href={paths.admin.questions.getHref({ overdue: '1' })}
      label={DASHBOARD_MESSAGES.seeAllOverdue(total)}
    />
  );
}
