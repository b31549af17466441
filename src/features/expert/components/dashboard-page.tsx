import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useDashboardCounts } from '@/features/expert/api/get-dashboard-counts';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { DashboardApprovals } from '@/features/expert/components/dashboard-approvals';
import { DashboardQueue } from '@/features/expert/components/dashboard-queue';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';

function CountCard({
  label,
  value,
  href,
  testId,
}: {
  label: string;
  value: number | null | undefined;
  href?: string;
  testId: string;
}) {
  const body = (
    <div className="flex h-full flex-col justify-between gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <div className="text-sm text-muted-foreground">{label}</div>
      <div className="text-3xl font-semibold" data-testid={testId}>
        {value ?? '–'}
      </div>
    </div>
  );
  return href ? (
    <Link to={href} className="block h-full hover:opacity-90">
      {body}
    </Link>
  ) : (
    body
  );
}

export function ExpertDashboardPage() {
  const counts = useDashboardCounts();
  const c = counts.data;
  const user = useAuthStore((s) => s.user);
  // The server answers approval_queue only for approvers; until it answers, the signed-in user's
  // role says whether the approval section leads the page, so nothing moves (no layout shift).
  const showApprovalQueue = c ? c.approval_queue !== null : can(user, 'answer:decide');
  return (
    <PageShell
      title={EXPERT_TITLES.dashboard}
      description={EXPERT_PAGE_HEADS.dashboard.description}
    >
      {showApprovalQueue && <DashboardApprovals />}
      <QueryState isLoading={false} error={counts.error} onRetry={() => void counts.refetch()} />
      {/* The cards are laid out while the counts load (showing "–"), so the queue below does
          not move when they arrive. */}
      {!counts.error && (
        <section
          aria-label="Counts"
          aria-busy={counts.isLoading}
          // As many equal columns as fit (6 cards): no empty cell at 1280.
          className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]"
        >
          <CountCard
            testId="count-assigned"
            label={EXPERT_LABELS.assigned}
            value={c?.assigned}
            href={paths.expert.questions.getHref()}
          />
          <CountCard testId="count-pending" label={EXPERT_LABELS.pending} value={c?.pending} />
          <CountCard
            testId="count-needs-revision"
            label={EXPERT_LABELS.needsRevision}
            value={c?.needs_revision}
          />
          <CountCard
            testId="count-awaiting-approval"
            label={EXPERT_LABELS.awaitingApproval}
            value={c?.awaiting_approval}
          />
          <CountCard
            testId="count-needs-information"
            label={EXPERT_LABELS.needsInformation}
            value={c?.needs_information}
          />
          <CountCard
            testId="count-unassigned"
            label={EXPERT_LABELS.unassignedInAccounts}
            value={c?.unassigned_in_my_accounts}
            href={`${paths.expert.allQuestions.getHref()}?status=unassigned`}
          />
        </section>
      )}
      <DashboardQueue />
    </PageShell>
  );
}
