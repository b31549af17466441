import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useSubmitters } from '@/features/expert/api/get-submitters';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Pill } from '@/features/expert/components/status-badge';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';

export function ExpertUsersPage() {
  const list = useSubmitters();
  return (
    <PageShell title={EXPERT_TITLES.users} description={EXPERT_PAGE_HEADS.users.description}>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.length === 0 && (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {EXPERT_LABELS.usersEmpty}
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <div
          role="region"
          aria-label={EXPERT_TITLES.users}
          tabIndex={0}
          className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
              <tr>
                <th className="px-3 py-2">Submitter</th>
                <th className="px-3 py-2">Account</th>
                <th className="px-3 py-2 text-right">Questions</th>
                <th className="px-3 py-2 text-right">Open</th>
                <th className="px-3 py-2 text-right">Approved</th>
                <th className="px-3 py-2">Last question</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((u) => (
                <tr
                  key={`${u.corporate_account_id}:${u.email}`}
                  className="border-t"
                  data-testid="submitter-row"
                >
                  <td className="px-3 py-2">
                    <div className="font-medium">{u.name}</div>
                    <div className="text-xs text-muted-foreground">{u.email}</div>
                    <Pill>{u.registered ? EXPERT_LABELS.registered : EXPERT_LABELS.anonymous}</Pill>
                  </td>
                  <td className="px-3 py-2">{u.corporate_account_name}</td>
                  <td className="px-3 py-2 text-right font-semibold" data-testid="question-count">
                    {u.question_count}
                  </td>
                  <td className="px-3 py-2 text-right">{u.open_count}</td>
                  <td className="px-3 py-2 text-right">{u.approved_count}</td>
                  <td className="px-3 py-2" title={formatDateTime(u.last_question_at)}>
                    {u.last_question_at ? formatAgo(u.last_question_at) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageShell>
  );
}
