import { Link, useSearchParams } from 'react-router-dom';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useArticle } from '@/features/knowledge/api/get-article';
import { ArticleActions } from '@/features/knowledge/components/article-actions';
import { ArticleHistory } from '@/features/knowledge/components/article-history';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /knowledge/:articleId: the de-identified question and the approved answer; staff also see its
 * history, approvers and admins unpublish or republish it. The page heading is the article's title
 * (a generic one while it loads).
 */
export function ArticlePage({
  articleId,
  staffHref,
  showHistory = false,
  canManage = false,
}: {
  articleId: string;
  staffHref?: (questionId: string) => string;
  /** Staff (experts, approvers, admins): the article's history under it. */
  showHistory?: boolean;
  /** Approvers and admins: unpublish and republish. */
  canManage?: boolean;
}) {
  const [params] = useSearchParams();
  const draft = params.get('draft');
  const article = useArticle(articleId, draft && UUID.test(draft) ? draft : null);
  const a = article.data;
  return (
    <PageShell
      title={a?.title ?? M.articleTitle}
      description={
        <Link to={paths.app.knowledge.getHref()} className="hover:underline">
          {M.back}
        </Link>
      }
      narrow
    >
      <QueryState
        isLoading={article.isLoading}
        error={article.error}
        onRetry={() => void article.refetch()}
      />
      {article.data === null && <p role="alert">{M.notFound}</p>}
      {a && (
        <article className="max-w-3xl space-y-4">
          <p className="text-sm text-muted-foreground">
            {a.coding_question_type}
            {a.partner_only ? ` · ${M.partnerOnly}` : ''}
          </p>
          {canManage && <ArticleActions articleId={a.id} published={a.published} />}
          {!a.published && (
            <p
              role="note"
              className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {M.unpublished}
            </p>
          )}
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">{M.question}</h2>
            <p
              className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 text-sm"
              data-testid="kb-question"
            >
              {a.question}
            </p>
          </section>
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">{M.answer}</h2>
            <p
              className="whitespace-pre-wrap rounded-md border p-3 text-sm"
              data-testid="kb-answer"
            >
              {a.answer}
            </p>
          </section>
          {a.question_id && staffHref && (
            <Link to={staffHref(a.question_id)} className="text-sm text-primary hover:underline">
              {M.openQuestion}
            </Link>
          )}
          {showHistory && <ArticleHistory articleId={a.id} />}
        </article>
      )}
    </PageShell>
  );
}
