import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EXPERT_LABELS, EXPERT_TITLES, PAGE_SIZE } from '@/features/expert/constants';
import { QUESTION_STATUSES } from '@/lib/question-status';
import { useAllQuestions } from '@/features/expert/api/get-all-questions';
import type { QuestionListRow, QuestionStatus } from '@/features/expert/api/types';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { QuestionFilters, type ExpertOption } from '@/features/expert/components/question-filters';
import { QuestionTable } from '@/features/expert/components/question-table';
import { QuestionTotal } from '@/features/expert/components/question-total';
import {
  EMPTY_FILTERS,
  toListArgs,
  type AllQuestionsFilters,
  type Cursor,
} from '@/features/expert/utils/keyset';
import type { RpcArgs } from '@/types/rpc';
import { useDeferredData } from '@/utils/use-deferred-data';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';

const KEYS = Object.keys(EMPTY_FILTERS) as (keyof AllQuestionsFilters)[];

function readFilters(params: URLSearchParams, admin: boolean): AllQuestionsFilters {
  const f = { ...EMPTY_FILTERS };
  for (const k of KEYS) (f as Record<string, string>)[k] = params.get(k) ?? '';
  if (f.status && !QUESTION_STATUSES.includes(f.status as QuestionStatus)) f.status = '';
  if (!admin) f.expert = '';
  f.overdue = admin && f.overdue === '1' ? '1' : '';
  return f;
}

/** What a page built on the list gets to add its own actions (admins: bulk reassign, CSV export). */
interface QuestionListContext {
  filters: AllQuestionsFilters;
  /** The list RPC's arguments for these filters, after `cursor`, `limit` rows (the CSV export pages with it). */
  listArgs: (cursor: Cursor | null, limit: number) => RpcArgs<'expert_list_questions'>;
  /** The rows on screen. */
  rows: QuestionListRow[];
  selectedIds: string[];
  clearSelection: () => void;
}

/**
 * Every question the caller may see: filters (status, account, type, date range, and for admins
 * the expert and overdue only), search by text, reference, submitter email or name, the total the
 * filters match, keyset pagination (Next/Previous keep a stack of cursors). Filters live in the
 * URL, so a filtered list can be shared and survives reloads. The expert's All Questions page and
 * the admins' Question Management are this list: admins pass `experts` (the expert filter, and with
 * it the overdue one), `selectable` (row checkboxes), `questionHref` (their question page) and
 * `toolbar` (their actions on the selection and the filtered list).
 */
export function QuestionListView({
  title,
  description,
  experts,
  selectable = false,
  questionHref = paths.expert.question.getHref,
  toolbar,
}: {
  title: string;
  description: ReactNode;
  experts?: ExpertOption[];
  selectable?: boolean;
  questionHref?: (id: string) => string;
  toolbar?: (ctx: QuestionListContext) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, Boolean(experts)), [params, experts]);
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useAllQuestions(filters, cursor);
  // The rows as drawn: a page of them is drawn in slices, not in one long task (useDeferredData).
  const { data, pending } = useDeferredData(page);
  const rows = data?.rows ?? [];

  // The bar shows a change at once; the router commits the URL in a transition, which a busy page
  // may hold back, and until it does a controlled box would snap back to its old value.
  const paramsKey = params.toString();
  const [shown, setShown] = useState({ key: paramsKey, filters });
  if (shown.key !== paramsKey) setShown({ key: paramsKey, filters });

  const setFilter = (key: keyof AllQuestionsFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setShown((s) => ({ key: s.key, filters: { ...s.filters, [key]: value } }));
    setParams(next, { replace: true });
    setCursors([]);
  };

  const clear = () => {
    setShown((s) => ({
      key: s.key,
      filters: readFilters(new URLSearchParams(), Boolean(experts)),
    }));
    setParams(new URLSearchParams(), { replace: true });
    setCursors([]);
  };

  const toggle = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const pageNumber = cursors.length + 1;
  return (
    <PageShell title={title} description={description}>
      <QuestionFilters
        key={filters.search}
        filters={shown.key === paramsKey ? shown.filters : filters}
        setFilter={setFilter}
        clear={clear}
        experts={experts}
        overdue={Boolean(experts)}
      />
      <QuestionTotal filters={filters} />
      {toolbar?.({
        filters,
        listArgs: (c, limit) => toListArgs(filters, c, limit),
        rows,
        selectedIds: [...selected],
        clearSelection: () => setSelected(new Set()),
      })}
      <QueryState isLoading={pending} error={page.error} onRetry={() => void page.refetch()} />
      {data && (
        <div className={page.isPlaceholderData ? 'opacity-60' : undefined}>
          <QuestionTable
            rows={data.rows}
            empty={EXPERT_LABELS.noResults}
            questionHref={questionHref}
            selection={selectable ? { selected, toggle } : undefined}
          />
        </div>
      )}
      {/* With the first page: drawn before it, the bar stood under the spinner and the rows then
          pushed it down (a layout shift of 0.045 on a phone). A later page keeps it in place. */}
      {data && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={cursors.length === 0 || page.isFetching}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            {EXPERT_LABELS.previous}
          </Button>
          <span className="text-center text-sm text-muted-foreground" data-testid="page-number">
            Page {pageNumber} · {PAGE_SIZE} per page
          </span>
          <Button
            type="button"
            variant="outline"
            disabled={!data.next || page.isFetching}
            onClick={() => data.next && setCursors((c) => [...c, data.next!])}
          >
            {EXPERT_LABELS.next}
          </Button>
        </nav>
      )}
    </PageShell>
  );
}

/** The expert's All Questions page. */
export function AllQuestionsPage() {
  return (
    <QuestionListView
      title={EXPERT_TITLES.allQuestions}
      description={EXPERT_PAGE_HEADS.allQuestions.description}
    />
  );
}
