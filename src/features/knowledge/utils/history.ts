import type { ArticleEvent } from '@/features/knowledge/api/get-article-history';

type HistoryKind = 'published' | 'edited' | 'unpublished' | 'republished';

/**
 * What each recorded event was, in the reader's words: the database records 'published' (first
 * time), 'updated' (published again with edits) and 'unpublished'; an update that follows an
 * unpublish put the article back, so it reads "republished". Events are given oldest first.
 */
export function historyKinds(events: Pick<ArticleEvent, 'event'>[]): HistoryKind[] {
  let live = false;
  return events.map((e) => {
    if (e.event === 'unpublished') {
      live = false;
      return 'unpublished';
    }
    const wasLive = live;
    live = true;
    if (e.event === 'published') return 'published';
    return wasLive ? 'edited' : 'republished';
  });
}
