import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useSubmitAnswer } from '@/features/expert/api/submit-answer';
import { answerCardId } from '@/features/expert/utils/answer-anchor';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { focusWhenReady } from '@/lib/focus';

const ANSWER_MAX = 20_000;

const answerSchema = z.object({
  content: z.string().trim().min(1, EXPERT_VALIDATION.answerRequired).max(ANSWER_MAX),
});
type AnswerValues = z.infer<typeof answerSchema>;

/** Text put into the editor from outside (a similar question's answer); `seq` tells two uses apart. */
export interface AnswerStarter {
  text: string;
  seq: number;
}

/**
 * The assigned expert's editor; submitting sets the question to awaiting_approval, the Submit
 * button keeping focus until the saved answer's card takes it (docs/decisions.md, "Where focus
 * goes after an action"). A new `starter`
 * replaces the text and focuses the field ("Use as a starting point": docs/spec-notes.md, "Similar
 * questions").
 */
export function AnswerEditor({
  questionId,
  initial = '',
  starter,
}: {
  questionId: string;
  initial?: string;
  starter?: AnswerStarter | null;
}) {
  const submit = useSubmitAnswer();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<AnswerValues>({
    resolver: zodResolver(answerSchema),
    defaultValues: { content: initial },
  });

  // only a starter given after this editor mounted (not one used for an earlier, rejected answer)
  const appliedSeq = useRef(starter?.seq ?? 0);
  useEffect(() => {
    if (!starter || starter.seq === appliedSeq.current) return;
    appliedSeq.current = starter.seq;
    setValue('content', starter.text.slice(0, ANSWER_MAX), { shouldDirty: true });
    setFocus('content');
  }, [starter, setValue, setFocus]);

  const onSubmit = handleSubmit(({ content }) =>
    submit.mutate(
      { questionId, content },
      {
        onSuccess: (answerId) => {
          reset({ content: '' });
          focusWhenReady(() => document.getElementById(answerCardId(answerId)));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <TextareaField
        label={EXPERT_LABELS.answerLabel}
        rows={8}
        maxLength={ANSWER_MAX}
        placeholder={EXPERT_LABELS.answerPlaceholder}
        disabled={submit.isPending}
        registration={register('content')}
        error={errors.content}
      />
      <Button type="submit" pending={submit.isPending}>
        {submit.isPending ? EXPERT_LABELS.submittingAnswer : EXPERT_LABELS.submitAnswer}
      </Button>
    </form>
  );
}
