import { QueryState } from '@/components/layout/page-shell';
import { useArticleHistory } from '@/features/knowledge/api/get-article-history';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { historyKinds } from '@/features/knowledge/utils/history';
import { formatDateTime } from '@/lib/format';

function visibility(v: string | null): string | null {
  return v === 'all' || v === 'partner' ? M.historyVisibility[v] : null;
}

/** Staff only: who published, edited, unpublished or republished the article, and when; newest last. */
export function ArticleHistory({ articleId }: { articleId: string }) {
  const history = useArticleHistory(articleId, true);
  const events = history.data ?? [];
  const kinds = historyKinds(events);
  return (
    <section className="space-y-2" aria-labelledby="kb-history-heading">
      <h2 id="kb-history-heading" className="text-lg font-semibold">
        {M.history}
      </h2>
      <QueryState
        isLoading={history.isLoading}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
      {history.data && events.length === 0 && (
        <p className="text-sm text-muted-foreground">{M.historyEmpty}</p>
      )}
      {events.length > 0 && (
        <ol className="space-y-2 text-sm" data-testid="kb-history">
          {events.map((e, i) => {
            const shown = visibility(e.visibility);
            return (
              <li key={e.id} className="rounded-md border p-3">
                <p>
                  <span className="font-medium">{M.historyEvents[kinds[i]!]}</span>{' '}
                  {M.historyBy(e.actor?.name ?? M.historyUnknownActor)}
                  {' · '}
                  <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                </p>
                {e.title && e.event !== 'unpublished' && (
                  <p className="text-muted-foreground">
                    {M.historyTitle(e.title)}
                    {shown ? ` · ${shown}` : ''}
                  </p>
                )}
                {e.reason && <p className="text-muted-foreground">{M.historyReason(e.reason)}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
