import { Link } from 'react-router-dom';
import { QueryState } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useUnpublishedArticles } from '@/features/knowledge/api/get-unpublished-articles';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { formatDateTime } from '@/lib/format';

/**
 * Staff, under the search on /knowledge: the articles taken off the knowledge base, which the
 * search never lists, so an approver or admin can find one again and republish it.
 */
export function UnpublishedArticles() {
  const list = useUnpublishedArticles(true);
  return (
    <section className="space-y-2" aria-labelledby="kb-unpublished-heading">
      <h2 id="kb-unpublished-heading" className="text-lg font-semibold">
        {M.unpublishedTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{M.unpublishedIntro}</p>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.length === 0 && (
        <p className="text-sm text-muted-foreground">{M.unpublishedEmpty}</p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="divide-y rounded-md border" data-testid="kb-unpublished">
          {list.data.map((a) => (
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
              <p className="text-sm">
                {M.unpublishedBy(a.unpublished_by)}
                {a.unpublished_at && (
                  <>
                    {' · '}
                    <time dateTime={a.unpublished_at}>{formatDateTime(a.unpublished_at)}</time>
                  </>
                )}
              </p>
              {a.reason && (
                <p className="text-sm text-muted-foreground">{M.historyReason(a.reason)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
