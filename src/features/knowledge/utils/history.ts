import type { ArticleEvent } from '@/features/knowledge/api/get-article-history';

type HistoryKind = 'published' | 'edited' | 'unpublished' | 'republished';

/**
 * What each recorded event was, in the reader's words: the database records 'published' (first
 * time), 'updated' (published again from the question page, with edits), 'unpublished' and
 * 'republished' (put back as it was); an update that follows an unpublish also put the article
 * back, so it reads "republished". Events are given oldest first.
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
    if (e.event === 'republished') return 'republished';
    return wasLive ? 'edited' : 'republished';
  });
}
