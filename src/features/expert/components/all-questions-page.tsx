import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CODING_QUESTION_TYPES } from '@/config/coding';
import {
  EXPERT_LABELS,
  EXPERT_TITLES,
  PAGE_SIZE,
  QUESTION_STATUSES,
} from '@/features/expert/constants';
import { useAllQuestions } from '@/features/expert/api/get-all-questions';
import { useCorporateAccounts } from '@/features/expert/api/get-corporate-accounts';
import type { QuestionStatus } from '@/features/expert/api/types';
import { NativeSelect } from '@/components/ui/native-select';
import { StatusOptions } from '@/features/expert/components/status-options';
import { PageShell, QueryState } from '@/features/expert/components/page';
import { QuestionTable } from '@/features/expert/components/question-table';
import { EMPTY_FILTERS, type AllQuestionsFilters } from '@/features/expert/utils/keyset';

const KEYS = Object.keys(EMPTY_FILTERS) as (keyof AllQuestionsFilters)[];

function readFilters(params: URLSearchParams): AllQuestionsFilters {
  const f = { ...EMPTY_FILTERS };
  for (const k of KEYS) (f as Record<string, string>)[k] = params.get(k) ?? '';
  if (f.status && !QUESTION_STATUSES.includes(f.status as QuestionStatus)) f.status = '';
  return f;
}

/**
 * Every question an expert may see: filters (status, account, type, date range), full-text
 * search over title and content, keyset pagination (Next/Previous keep a stack of cursors).
 * Filters live in the URL, so a filtered list can be shared and survives reloads.
 */
export function AllQuestionsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [cursors, setCursors] = useState<string[]>([]);
  const [searchDraft, setSearchDraft] = useState(filters.search);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useAllQuestions(filters, cursor);
  const accounts = useCorporateAccounts();

  const setFilter = (key: keyof AllQuestionsFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setCursors([]);
  };

  const clear = () => {
    setParams(new URLSearchParams(), { replace: true });
    setSearchDraft('');
    setCursors([]);
  };

  const pageNumber = cursors.length + 1;
  return (
    <PageShell
      title={EXPERT_TITLES.allQuestions}
      description="Every question you may see, newest first."
    >
      <form
        role="search"
        className="grid gap-3 rounded-md border p-3 md:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('search', searchDraft.trim());
        }}
      >
        <label className="grid gap-1 text-sm md:col-span-2 lg:col-span-3">
          {EXPERT_LABELS.search}
          <div className="flex gap-2">
            <Input
              type="search"
              value={searchDraft}
              placeholder={EXPERT_LABELS.searchPlaceholder}
              onChange={(e) => setSearchDraft(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
            <Button type="button" variant="ghost" onClick={clear}>
              {EXPERT_LABELS.clearFilters}
            </Button>
          </div>
        </label>
        <label className="grid gap-1 text-sm">
          {EXPERT_LABELS.statusFilter}
          <NativeSelect
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <StatusOptions />
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-sm">
          {EXPERT_LABELS.accountFilter}
          <NativeSelect
            value={filters.account}
            onChange={(e) => setFilter('account', e.target.value)}
          >
            <option value="">{EXPERT_LABELS.allAccounts}</option>
            {(accounts.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            <option value="none">{EXPERT_LABELS.noAccount}</option>
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-sm">
          {EXPERT_LABELS.typeFilter}
          <NativeSelect value={filters.type} onChange={(e) => setFilter('type', e.target.value)}>
            <option value="">{EXPERT_LABELS.allTypes}</option>
            {CODING_QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="grid grid-cols-2 gap-2 md:col-span-2">
          <label className="grid gap-1 text-sm">
            {EXPERT_LABELS.dateFrom}
            <Input
              type="date"
              value={filters.from}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            {EXPERT_LABELS.dateTo}
            <Input
              type="date"
              value={filters.to}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </label>
        </div>
      </form>

      <QueryState isLoading={page.isLoading} error={page.error} />
      {page.data && (
        <div className={page.isPlaceholderData ? 'opacity-60' : undefined}>
          <QuestionTable rows={page.data.rows} empty={EXPERT_LABELS.noResults} />
        </div>
      )}
      <nav aria-label="Pagination" className="flex items-center justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={cursors.length === 0 || page.isFetching}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {EXPERT_LABELS.previous}
        </Button>
        <span className="text-sm text-muted-foreground" data-testid="page-number">
          Page {pageNumber} · {PAGE_SIZE} per page
        </span>
        <Button
          type="button"
          variant="outline"
          disabled={!page.data?.next || page.isFetching}
          onClick={() => page.data?.next && setCursors((c) => [...c, page.data!.next!])}
        >
          {EXPERT_LABELS.next}
        </Button>
      </nav>
    </PageShell>
  );
}
