/**
 * "These answers may help" on a public partner form whose account allows it
 * (docs/decisions.md, "Knowledge-base suggestions on public forms"). Visitors cannot open
 * /knowledge, so each suggestion is a disclosure button that loads the article's de-identified
 * question and approved answer in place (kb_public_article, which counts the view under the form
 * session the server issued, kb_open_form_session, for the deflection figure). Loaded only on such
 * forms.
 */
import { useCallback, useRef, useState } from 'react';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { getPublicArticle, type PublicArticle } from '@/features/claims/api/get-public-article';
import { openPublicFormSession } from '@/features/claims/api/open-form-session';
import {
  suggestPublicArticles,
  type PublicSuggestion,
} from '@/features/claims/api/suggest-public-articles';
import { useSuggestions } from '@/features/claims/hooks/use-suggestions';
import { articleViewed } from '@/features/claims/lib/public-kb-session';
import { LOG_PREFIX } from '@/features/claims/messages';
import { PUBLIC_SUGGESTION_TEXT as T } from '@/features/claims/messages-after-input';

interface Props {
  backend: ClaimBackend;
  slug: string;
  summary: string;
  /** Questions stored in this visit: a change ends the form session (a new id follows). */
  sent: number;
}

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; article: PublicArticle | null };

function Suggestion({
  row,
  open,
  loaded,
  onToggle,
}: {
  row: PublicSuggestion;
  open: boolean;
  loaded: Loaded | undefined;
  onToggle: () => void;
}) {
  const panel = `public-article-${row.id}`;
  return (
    <li className="space-y-1">
      <button
        type="button"
        className="text-left font-medium underline"
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        {row.title}
      </button>
      {open ? (
        <div
          id={panel}
          className="space-y-2 rounded border border-blue-200 bg-white p-3"
          aria-live="polite"
        >
          {!loaded || loaded.status === 'loading' ? (
            <p>{T.loading}</p>
          ) : loaded.status === 'error' ? (
            <p role="alert">{T.failed}</p>
          ) : !loaded.article ? (
            <p>{T.gone}</p>
          ) : (
            <>
              <h3 className="font-semibold">{T.question}</h3>
              <p className="whitespace-pre-line">{loaded.article.question}</p>
              <h3 className="font-semibold">{T.answer}</h3>
              <p className="whitespace-pre-line">{loaded.article.answer}</p>
            </>
          )}
        </div>
      ) : (
        <p className="line-clamp-2 text-blue-900">{row.excerpt}</p>
      )}
    </li>
  );
}

export function PublicArticleSuggestions({ backend, slug, summary, sent }: Props) {
  // One server-issued id per form session, asked for when the first article is opened: an article
  // viewed under it, and no submission, is a deflection.
  // A submission ends the session (`sent` changes): the next article opens a new one.
  const session = useRef<{ sent: number; id: Promise<string | null> } | null>(null);
  const find = useCallback(
    (text: string) => suggestPublicArticles(backend, text, slug),
    [backend, slug],
  );
  const rows = useSuggestions<PublicSuggestion>(summary, find);
  const [open, setOpen] = useState<string | null>(null);
  const [articles, setArticles] = useState<Record<string, Loaded>>({});

  function toggle(id: string) {
    if (open === id) return setOpen(null);
    setOpen(id);
    if (articles[id]?.status === 'ready') return;
    setArticles((a) => ({ ...a, [id]: { status: 'loading' } }));
    if (session.current?.sent !== sent) {
      const opened = openPublicFormSession(backend, slug).catch((e: unknown) => {
        // the article still opens; only the count is lost
        console.error(`${LOG_PREFIX} form session failed`, e);
        return null;
      });
      session.current = { sent, id: opened };
    }
    void session.current.id
      .then((draftId) =>
        getPublicArticle(backend, id, slug, draftId).then((article) => ({ article, draftId })),
      )
      .then(({ article, draftId }) => {
        if (article && draftId) articleViewed(draftId);
        setArticles((a) => ({ ...a, [id]: { status: 'ready', article } }));
      })
      .catch((e: unknown) => {
        console.error(`${LOG_PREFIX} article failed`, e);
        setArticles((a) => ({ ...a, [id]: { status: 'error' } }));
      });
  }

  if (rows.length === 0) return null;
  return (
    <aside
      aria-labelledby="public-article-suggestions-title"
      className="space-y-2 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950"
      data-testid="article-suggestions"
    >
      <h2 id="public-article-suggestions-title" className="font-semibold">
        {T.title}
      </h2>
      <p>{T.hint}</p>
      <ul className="space-y-2">
        {rows.map((row) => (
          <Suggestion
            key={row.id}
            row={row}
            open={open === row.id}
            loaded={articles[row.id]}
            onToggle={() => toggle(row.id)}
          />
        ))}
      </ul>
    </aside>
  );
}
