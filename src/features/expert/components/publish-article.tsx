import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ConfirmDialog, FormDialog } from '@/components/form/form-dialog';
import { CheckboxField, TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useQuestionArticle } from '@/features/expert/api/get-question-article';
import {
  publishArticleSchema,
  usePublishArticle,
  type PublishArticleValues,
} from '@/features/expert/api/publish-article';
import { useUnpublishArticle } from '@/features/expert/api/unpublish-article';
import type { QuestionDetail } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { errorMessage } from '@/lib/api-error';

/**
 * The knowledge-base article of an approved question (docs/spec-notes.md, "Knowledge base"): its
 * state, and for approvers publish (with a de-identified title and question), edit and unpublish.
 */
export function PublishArticle({ q, canPublish }: { q: QuestionDetail; canPublish: boolean }) {
  const article = useQuestionArticle(q.id, true);
  const unpublish = useUnpublishArticle(q.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
        {canPublish && a?.published && (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            {EXPERT_LABELS.kbUnpublish}
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
      {confirming && a && (
        <ConfirmDialog
          onOpenChange={setConfirming}
          title={EXPERT_LABELS.kbConfirmUnpublish}
          description={EXPERT_LABELS.kbConfirmUnpublishText}
          confirmLabel={EXPERT_LABELS.kbUnpublish}
          cancelLabel={EXPERT_LABELS.cancel}
          destructive
          pending={unpublish.isPending}
          onConfirm={() => unpublish.mutate(a.id, { onSettled: () => setConfirming(false) })}
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
  const publish = usePublishArticle(q.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PublishArticleValues>({
    resolver: zodResolver(publishArticleSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit((values) =>
    publish.mutate(values, {
      onSuccess: onClose,
      onError: (e) => setError('root', { message: errorMessage(e) }),
    }),
  );
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
