import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUnapprovableAnswers } from '@/features/admin/api/get-unapprovable-answers';
import type { UnapprovableAnswer } from '@/features/admin/api/types';
import { QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { APPROVAL_GUARD_MESSAGES as M } from '@/features/admin/messages/approval-guard';
import { formatDateTime } from '@/lib/format';

const why = (a: UnapprovableAnswer) =>
  a.reason === 'no_approver' ? M.noApprover : M.authorOnlyApprover(a.author_name);

/**
 * The dashboard's flag: answers awaiting approval that no approver may decide (docs/decisions.md,
 * "Answers nobody can approve"), each linked to its question, with why and what to do.
 */
export function UnapprovableAnswers() {
  const answers = useUnapprovableAnswers();
  const rows = answers.data ?? [];
  const total = rows[0]?.total ?? 0;
  return (
    <Section
      id="unapprovable"
      title={M.flagTitle}
      actions={
        rows.length > 0 && (
          <Link className="text-sm text-primary underline" to={paths.admin.experts.getHref()}>
            {M.openExperts}
          </Link>
        )
      }
    >
      <QueryState
        isLoading={answers.isLoading}
        error={answers.error}
        onRetry={() => void answers.refetch()}
      />
      {answers.data && rows.length === 0 && <EmptyState>{M.flagNone}</EmptyState>}
      {rows.length > 0 && (
        <div className="space-y-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          <ul aria-label={M.flagList} className="space-y-2" data-testid="unapprovable-answers">
            {rows.map((a) => (
              <li key={a.answer_id} className="min-w-0">
                <Link
                  className="font-medium underline [overflow-wrap:anywhere]"
                  to={paths.admin.question.getHref(a.question_id)}
                >
                  {a.question_title}
                </Link>
                <div className="text-xs">
                  {M.answeredBy(a.author_name, formatDateTime(a.answered_at))}
                </div>
                <div>
                  {why(a)} {M.whatToDo}
                </div>
              </li>
            ))}
          </ul>
          {total > rows.length && <p className="text-xs">{M.flagMore(rows.length, total)}</p>}
        </div>
      )}
    </Section>
  );
}
