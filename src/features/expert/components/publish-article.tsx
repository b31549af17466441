import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormDialog } from '@/components/form/form-dialog';
import { ReasonDialog } from '@/components/form/reason-dialog';
import { CheckboxField, TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useQuestionArticle } from '@/features/expert/api/get-question-article';
import {
  publishArticleSchema,
  usePublishArticle,
  type PublishArticleValues,
} from '@/features/expert/api/publish-article';
import {
  ARTICLE_REASON_MAX,
  useSetArticlePublished,
} from '@/features/expert/api/set-article-published';
import type { QuestionDetail } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { errorMessage } from '@/lib/api-error';
import { shownByCaller } from '@/lib/api-mutation';

/**
 * The knowledge-base article of an approved question (docs/spec-notes.md, "Knowledge base"): its
 * state, and for approvers publish (with a de-identified title and question), edit, unpublish and
 * republish as it was (with an optional reason, kept in the article's history).
 */
export function PublishArticle({ q, canPublish }: { q: QuestionDetail; canPublish: boolean }) {
  const article = useQuestionArticle(q.id, true);
  const setPublished = useSetArticlePublished(q.id, { onError: shownByCaller });
  const [editing, setEditing] = useState(false);
  // the action asked about, fixed while its dialog is open (the article's state flips on success)
  const [asking, setAsking] = useState<'unpublish' | 'republish' | null>(null);
  const a = article.data;
  return (
    <section className="space-y-2" aria-labelledby="kb-section-title" data-testid="kb-section">
      <h2 id="kb-section-title" className="text-lg font-semibold">
        {EXPERT_LABELS.kbTitle}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="kb-state">
        {!a
          ? EXPERT_LABELS.kbNone
          : a.published
            ? EXPERT_LABELS.kbPublished
            : EXPERT_LABELS.kbUnpublished}
      </p>
      <div className="flex flex-wrap gap-2">
        {a && (
          <Button asChild variant="link" className="px-0">
            <Link to={paths.app.article.getHref(a.id)}>{EXPERT_LABELS.kbOpen}</Link>
          </Button>
        )}
        {canPublish && (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            {a ? EXPERT_LABELS.kbEdit : EXPERT_LABELS.kbPublish}
          </Button>
        )}
        {canPublish && a && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setAsking(a.published ? 'unpublish' : 'republish')}
          >
            {a.published ? EXPERT_LABELS.kbUnpublish : EXPERT_LABELS.kbRepublish}
          </Button>
        )}
      </div>
      {editing && (
        <PublishDialog
          q={q}
          initial={{
            title: a?.title ?? q.title,
            question: a?.question ?? q.content,
            partnerOnly: a?.partner_only ?? false,
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {asking && a && (
        <ReasonDialog
          {...(asking === 'unpublish'
            ? {
                title: EXPERT_LABELS.kbConfirmUnpublish,
                description: EXPERT_LABELS.kbConfirmUnpublishText,
                confirmLabel: EXPERT_LABELS.kbUnpublish,
                pendingLabel: EXPERT_LABELS.kbUnpublishing,
              }
            : {
                title: EXPERT_LABELS.kbConfirmRepublish,
                description: EXPERT_LABELS.kbConfirmRepublishText,
                confirmLabel: EXPERT_LABELS.kbRepublish,
                pendingLabel: EXPERT_LABELS.kbRepublishing,
              })}
          reasonLabel={EXPERT_LABELS.kbReason}
          maxLength={ARTICLE_REASON_MAX}
          tooLong={EXPERT_LABELS.kbReasonTooLong}
          onConfirm={(reason) =>
            setPublished.mutateAsync({
              articleId: a.id,
              published: asking === 'republish',
              reason,
            })
          }
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function PublishDialog({
  q,
  initial,
  onClose,
}: {
  q: QuestionDetail;
  initial: PublishArticleValues;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PublishArticleValues>({
    resolver: zodResolver(publishArticleSchema),
    defaultValues: initial,
  });
  const publish = usePublishArticle(q.id, {
    onError: (e) => setError('root', { message: errorMessage(e) }),
  });
  const onSubmit = handleSubmit((values) => publish.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={EXPERT_LABELS.kbDialogTitle}
      description={EXPERT_LABELS.kbDialogDescription}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={publish.isPending ? EXPERT_LABELS.kbPublishing : EXPERT_LABELS.kbPublish}
      submitting={publish.isPending}
    >
      <TextField
        label={EXPERT_LABELS.kbArticleTitle}
        registration={register('title')}
        error={errors.title}
      />
      <TextareaField
        label={EXPERT_LABELS.kbArticleQuestion}
        rows={6}
        maxLength={20_000}
        registration={register('question')}
        error={errors.question}
      />
      {q.corporate_account && (
        <CheckboxField
          label={EXPERT_LABELS.kbPartnerOnly(q.corporate_account.name)}
          registration={register('partnerOnly')}
        />
      )}
    </FormDialog>
  );
}
