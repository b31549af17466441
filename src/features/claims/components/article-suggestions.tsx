import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { suggestArticles } from '@/features/claims/api/suggest-articles';
import { useSuggestions } from '@/features/claims/hooks/use-suggestions';
import { SUGGESTION_TEXT as T } from '@/features/claims/messages-after-input';

/**
 * "These answers may help": up to 3 published articles matching the question summary as the
 * signed-in user types (docs/spec-notes.md, "Knowledge base"). Links carry the form session's id
 * (issued by the server once suggestions are shown) so that a view followed by no submission
 * counts as a deflection; `onShown` tells the form that suggestions were shown.
 */
export function ArticleSuggestions({
  summary,
  draftId,
  onShown,
}: {
  summary: string;
  draftId: string | null;
  onShown: () => void;
}) {
  const rows = useSuggestions(summary, suggestArticles);
  useEffect(() => {
    if (rows.length > 0) onShown();
  }, [rows.length, onShown]);
  if (rows.length === 0) return null;
  return (
    <aside
      aria-labelledby="article-suggestions-title"
      className="space-y-2 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950"
      data-testid="article-suggestions"
    >
      <h2 id="article-suggestions-title" className="font-semibold">
        {T.title}
      </h2>
      <p>{T.hint}</p>
      <ul className="space-y-1">
        {rows.map((a) => (
          <li key={a.id}>
            <a
              href={paths.app.article.getHref(a.id, draftId ?? undefined)}
              target="_blank"
              rel="noopener"
              className="font-medium underline"
            >
              {a.title}
              <span className="sr-only"> {T.newTab}</span>
            </a>
            <p className="line-clamp-2 text-blue-900">{a.excerpt}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
