import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useQuestionSearch } from '@/features/search/api/search-questions';
import { SEARCH_MESSAGES } from '@/features/search/messages';
import type { Role } from '@/lib/auth/roles';
import { formatDate } from '@/lib/format';
import { shortReference } from '@/lib/question-reference';
import { statusLabel } from '@/lib/question-status';

/** Every result opens that question: the expert's or the admin's question page, or the user's Claim Review entry. */
function hrefFor(role: Role, id: string): string {
  if (role === 'expert') return paths.expert.question.getHref(id);
  if (role === 'admin') return paths.admin.question.getHref(id);
  return paths.app.question.getHref(id);
}

export function SearchResults({ q, role }: { q: string; role: Role }) {
  const { data, error, isLoading, refetch } = useQuestionSearch(q);

  if (!q.trim()) return <p className="text-muted-foreground">{SEARCH_MESSAGES.prompt}</p>;
  if (isLoading) return <Spinner />;
  if (error)
    return (
      <LoadError error={error} title={SEARCH_MESSAGES.failed} onRetry={() => void refetch()} />
    );
  if (!data || data.length === 0)
    return <p className="text-muted-foreground">{SEARCH_MESSAGES.noResults(q)}</p>;

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{SEARCH_MESSAGES.resultsFor(data.length, q)}</p>
      <ul className="divide-y rounded-md border">
        {data.map((question) => (
          <li key={question.id} className="p-4">
            <Link
              to={hrefFor(role, question.id)}
              className="font-medium text-primary hover:underline"
            >
              {question.title}
            </Link>
            <p className="mt-1 text-xs text-muted-foreground">
              <span className="font-mono">{shortReference(question.id)}</span>
              {' · '}
              {statusLabel(question.status)}
              {question.coding_question_type ? ` · ${question.coding_question_type}` : ''}
              {' · '}
              {formatDate(question.created_at)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
