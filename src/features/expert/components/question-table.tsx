import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EXPERT_LABELS } from '@/features/expert/constants';
import type { QuestionListRow } from '@/features/expert/api/types';
import { Pill, StatusBadge } from '@/features/expert/components/status-badge';
import { formatAge, formatDateTime } from '@/features/expert/utils/format';

/** Rows show age, account, type and status at a glance; the title links to the question page. */
export function QuestionTable({
  rows,
  empty,
  showExpert = true,
}: {
  rows: QuestionListRow[];
  empty: string;
  showExpert?: boolean;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">{empty}</p>
    );
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            <th className="px-3 py-2">Question</th>
            <th className="px-3 py-2">Age</th>
            <th className="px-3 py-2">Account</th>
            <th className="px-3 py-2">Type</th>
            <th className="px-3 py-2">Status</th>
            {showExpert && <th className="px-3 py-2">Expert</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={q.id} data-testid="question-row" className="border-t align-top">
              <td className="px-3 py-2">
                <Link
                  className="font-medium text-primary hover:underline"
                  to={paths.expert.question.getHref(q.id)}
                >
                  {q.title}
                </Link>
                {q.phi_confirmed && (
                  <span className="ml-2">
                    <Pill tone="warning">PHI</Pill>
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2" title={formatDateTime(q.created_at)}>
                {formatAge(q.created_at)}
              </td>
              <td className="px-3 py-2">{q.corporate_account?.name ?? EXPERT_LABELS.noAccount}</td>
              <td className="px-3 py-2">{q.coding_question_type}</td>
              <td className="px-3 py-2">
                <StatusBadge status={q.status} />
              </td>
              {showExpert && <td className="px-3 py-2">{q.expert?.name ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
