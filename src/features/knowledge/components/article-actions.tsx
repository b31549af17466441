import { useState } from 'react';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { Button } from '@/components/ui/button';
import {
  ARTICLE_REASON_MAX,
  useSetArticlePublished,
} from '@/features/knowledge/api/set-article-published';
import { KNOWLEDGE_MESSAGES as M } from '@/features/knowledge/messages';
import { shownByCaller } from '@/lib/api-mutation';

const DIALOG = {
  unpublish: {
    title: M.unpublishTitle,
    description: M.unpublishText,
    confirmLabel: M.unpublish,
    pendingLabel: M.unpublishing,
  },
  republish: {
    title: M.republishTitle,
    description: M.republishText,
    confirmLabel: M.republish,
    pendingLabel: M.republishing,
  },
} as const;

/**
 * Approvers and admins: take the article off the knowledge base or put it back, after a
 * confirmation that asks for an optional reason (kept in the article's history).
 */
export function ArticleActions({
  articleId,
  published,
}: {
  articleId: string;
  published: boolean;
}) {
  const change = useSetArticlePublished(articleId, { onError: shownByCaller });
  // the action asked about, fixed while its dialog is open (the article's state flips on success)
  const [asking, setAsking] = useState<keyof typeof DIALOG | null>(null);
  return (
    <section aria-label={M.manageLabel} className="flex flex-wrap items-center gap-3">
      {published && <p className="text-sm text-muted-foreground">{M.live}</p>}
      <Button
        type="button"
        variant={published ? 'destructive' : 'default'}
        onClick={() => setAsking(published ? 'unpublish' : 'republish')}
      >
        {published ? M.unpublish : M.republish}
      </Button>
      {asking && (
        <ReasonDialog
          {...DIALOG[asking]}
          reasonLabel={M.reasonLabel}
          maxLength={ARTICLE_REASON_MAX}
          tooLong={M.reasonTooLong}
          onConfirm={(reason) => change.mutateAsync({ published: asking === 'republish', reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
