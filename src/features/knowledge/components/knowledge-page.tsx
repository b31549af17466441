import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { CODING_QUESTION_TYPES } from '@/config/coding';
import { paths } from '@/config/paths';
import { useArticleSearch } from '@/features/knowledge/api/search-articles';
import { UnpublishedArticles } from '@/features/knowledge/components/unpublished-articles';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';

/**
 * /knowledge: who may read it, full-text search and a type filter (both in the URL), each article a
 * link; staff also see the unpublished articles.
 */
export function KnowledgePage({ staff = false }: { staff?: boolean }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const [term, setTerm] = useState(q);
  const results = useArticleSearch(q, type);

  const apply = (next: { q?: string; type?: string }) => {
    const merged = { q, type, ...next };
    const search = new URLSearchParams();
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.type) search.set('type', merged.type);
    setParams(search);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: term });
  };

  return (
    <PageShell title={M.title} description={M.intro} narrow>
      <p className="text-sm" data-testid="kb-audience">
        {M.audience}
      </p>
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor="kb-search">{M.searchLabel}</Label>
          <Input
            id="kb-search"
            type="search"
            value={term}
            maxLength={200}
            placeholder={M.searchPlaceholder}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="kb-type">{M.typeLabel}</Label>
          <NativeSelect
            id="kb-type"
            value={type}
            onChange={(e) => apply({ q: term, type: e.target.value })}
          >
            <option value="">{M.allTypes}</option>
            {CODING_QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">{M.search}</Button>
      </form>
      <QueryState
        isLoading={results.isLoading}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
      {results.data && results.data.length === 0 && (
        <p className="text-muted-foreground">{q || type ? M.empty : M.nonePublished}</p>
      )}
      {results.data && results.data.length > 0 && (
        <ul className="divide-y rounded-md border" data-testid="kb-results">
          {results.data.map((a) => (
            <li key={a.id} className="space-y-1 p-3">
              <Link
                to={paths.app.article.getHref(a.id)}
                className="font-medium text-primary hover:underline"
              >
                {a.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {a.coding_question_type}
                {a.partner_only ? ` · ${M.partnerOnly}` : ''}
              </p>
              <p className="line-clamp-2 text-sm">{a.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {staff && <UnpublishedArticles />}
    </PageShell>
  );
}
