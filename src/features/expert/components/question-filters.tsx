import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CODING_QUESTION_TYPES } from '@/config/coding';
import { useCorporateAccounts } from '@/features/expert/api/get-corporate-accounts';
import { StatusOptions } from '@/features/expert/components/status-options';
import { EXPERT_LABELS } from '@/features/expert/constants';
import type { AllQuestionsFilters } from '@/features/expert/utils/keyset';

export interface ExpertOption {
  id: string;
  name: string;
}

/**
 * The All Questions filter bar (status, account, type, date range, search by text, reference,
 * submitter email or name), controlled by the URL's search params. With `experts` it adds the
 * expert filter admins use, with `overdue` the overdue-only box (`overdue=1`).
 */
export function QuestionFilters({
  filters,
  setFilter,
  clear,
  experts,
  overdue = false,
}: {
  filters: AllQuestionsFilters;
  setFilter: (key: keyof AllQuestionsFilters, value: string) => void;
  clear: () => void;
  experts?: ExpertOption[];
  overdue?: boolean;
}) {
  const [searchDraft, setSearchDraft] = useState(filters.search);
  const accounts = useCorporateAccounts();
  return (
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
        <div className="flex flex-wrap gap-2">
          <Input
            type="search"
            className="min-w-0 flex-1 basis-40"
            value={searchDraft}
            placeholder={EXPERT_LABELS.searchPlaceholder}
            onChange={(e) => setSearchDraft(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setSearchDraft('');
              clear();
            }}
          >
            {EXPERT_LABELS.clearFilters}
          </Button>
        </div>
      </label>
      <label className="grid gap-1 text-sm">
        {EXPERT_LABELS.statusFilter}
        <NativeSelect value={filters.status} onChange={(e) => setFilter('status', e.target.value)}>
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
      {experts && (
        <label className="grid gap-1 text-sm">
          {EXPERT_LABELS.expertFilter}
          <NativeSelect
            value={filters.expert ?? ''}
            onChange={(e) => setFilter('expert', e.target.value)}
          >
            <option value="">{EXPERT_LABELS.allExperts}</option>
            {experts.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
      {overdue && (
        <div className="grid gap-1 self-end text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              checked={filters.overdue === '1'}
              onChange={(e) => setFilter('overdue', e.target.checked ? '1' : '')}
              aria-describedby="overdue-filter-hint"
            />
            {EXPERT_LABELS.overdueFilter}
          </label>
          <p id="overdue-filter-hint" className="text-xs text-muted-foreground">
            {EXPERT_LABELS.overdueHint}
          </p>
        </div>
      )}
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
          <Input type="date" value={filters.to} onChange={(e) => setFilter('to', e.target.value)} />
        </label>
      </div>
    </form>
  );
}
