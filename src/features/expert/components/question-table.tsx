import { Link } from 'react-router-dom';
import { DataTable, TH, THEAD } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { EXPERT_LABELS } from '@/features/expert/constants';
import type { QuestionListRow } from '@/features/expert/api/types';
import { Pill, StatusBadge } from '@/features/expert/components/status-badge';
import { formatAge } from '@/features/expert/utils/format';
import { formatDateTime } from '@/lib/format';

interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ids: string[], on: boolean) => void;
}

const COLUMNS = EXPERT_LABELS.questionColumns;

const CHECKBOX =
  'h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * Rows show age, account, type and status at a glance; the title links to the question page. The
 * table scrolls inside its own focusable region on narrow screens. With `selection`, each row (and
 * the page) gets a checkbox.
 */
export function QuestionTable({
  rows,
  empty,
  showExpert = true,
  questionHref = paths.expert.question.getHref,
  selection,
}: {
  rows: QuestionListRow[];
  empty: string;
  showExpert?: boolean;
  questionHref?: (id: string) => string;
  selection?: RowSelection;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">{empty}</p>
    );
  const allOnPage = selection ? rows.every((q) => selection.selected.has(q.id)) : false;
  return (
    <DataTable label={COLUMNS.label}>
      <thead className={THEAD}>
        <tr>
          {selection && (
            <th className="w-8 px-3 py-2" data-cell="select">
              {/* on phones this header shows above the cards, its words beside the box */}
              <label className="flex items-center gap-2 normal-case">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  checked={allOnPage}
                  onChange={(e) =>
                    selection.toggle(
                      rows.map((q) => q.id),
                      e.target.checked,
                    )
                  }
                />
                <span className="sm:sr-only">{EXPERT_LABELS.selectPage}</span>
              </label>
            </th>
          )}
          <th className={TH}>{COLUMNS.question}</th>
          <th className={TH}>{COLUMNS.age}</th>
          <th className={TH}>{COLUMNS.account}</th>
          <th className={TH}>{COLUMNS.type}</th>
          <th className={TH}>{COLUMNS.status}</th>
          {showExpert && <th className={TH}>{COLUMNS.expert}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((q) => (
          <tr key={q.id} data-testid="question-row" className="border-t align-top">
            {selection && (
              <td className="px-3 py-2" data-cell="select">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  aria-label={EXPERT_LABELS.selectQuestion(q.title)}
                  checked={selection.selected.has(q.id)}
                  onChange={(e) => selection.toggle([q.id], e.target.checked)}
                />
              </td>
            )}
            <td className="min-w-48 px-3 py-2" data-cell="title">
              <Link className="font-medium text-primary hover:underline" to={questionHref(q.id)}>
                {q.title}
              </Link>
              {q.phi_confirmed && (
                <span className="ml-2">
                  <Pill tone="warning">PHI</Pill>
                </span>
              )}
            </td>
            <td
              className="whitespace-nowrap px-3 py-2"
              title={formatDateTime(q.created_at)}
              data-label={COLUMNS.age}
            >
              {formatAge(q.created_at)}
            </td>
            <td className="px-3 py-2" data-label={COLUMNS.account}>
              {q.corporate_account?.name ?? EXPERT_LABELS.noAccount}
            </td>
            <td className="px-3 py-2" data-label={COLUMNS.type}>
              {q.coding_question_type}
            </td>
            <td className="px-3 py-2" data-label={COLUMNS.status}>
              <StatusBadge status={q.status} />
            </td>
            {showExpert && (
              <td className="px-3 py-2" data-label={COLUMNS.expert}>
                {q.expert?.name ?? '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
