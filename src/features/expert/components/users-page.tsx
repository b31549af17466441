import { DataTable, TH, THEAD } from '@/components/table/data-table';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useSubmitters } from '@/features/expert/api/get-submitters';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Pill } from '@/features/expert/components/status-badge';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { useDeferredData } from '@/utils/use-deferred-data';

const COLUMNS = EXPERT_LABELS.submitterColumns;

export function ExpertUsersPage() {
  const list = useSubmitters();
  const { data: rows, pending } = useDeferredData(list);
  return (
    <PageShell title={EXPERT_TITLES.users} description={EXPERT_PAGE_HEADS.users.description}>
      <QueryState isLoading={pending} error={list.error} onRetry={() => void list.refetch()} />
      {rows && rows.length === 0 && (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {EXPERT_LABELS.usersEmpty}
        </p>
      )}
      {rows && rows.length > 0 && (
        <DataTable label={EXPERT_TITLES.users}>
          <thead className={THEAD}>
            <tr>
              <th className={TH}>{COLUMNS.submitter}</th>
              <th className={TH}>{COLUMNS.account}</th>
              <th className={`${TH} text-right`}>{COLUMNS.questions}</th>
              <th className={`${TH} text-right`}>{COLUMNS.open}</th>
              <th className={`${TH} text-right`}>{COLUMNS.approved}</th>
              <th className={TH}>{COLUMNS.last}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr
                key={`${u.corporate_account_id}:${u.email}`}
                className="border-t"
                data-testid="submitter-row"
              >
                <td className="px-3 py-2" data-cell="title">
                  <div className="font-medium">{u.name}</div>
                  <div className="text-xs text-muted-foreground">{u.email}</div>
                  <Pill>{u.registered ? EXPERT_LABELS.registered : EXPERT_LABELS.anonymous}</Pill>
                </td>
                <td className="px-3 py-2" data-label={COLUMNS.account}>
                  {u.corporate_account_name}
                </td>
                <td
                  className="px-3 py-2 text-right font-semibold"
                  data-testid="question-count"
                  data-label={COLUMNS.questions}
                >
                  {u.question_count}
                </td>
                <td className="px-3 py-2 text-right" data-label={COLUMNS.open}>
                  {u.open_count}
                </td>
                <td className="px-3 py-2 text-right" data-label={COLUMNS.approved}>
                  {u.approved_count}
                </td>
                <td
                  className="px-3 py-2"
                  title={formatDateTime(u.last_question_at)}
                  data-label={COLUMNS.last}
                >
                  {u.last_question_at ? formatAgo(u.last_question_at) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </PageShell>
  );
}
