import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useSubmitAnswer } from '@/features/expert/api/submit-answer';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';

const ANSWER_MAX = 20_000;

const answerSchema = z.object({
  content: z.string().trim().min(1, EXPERT_VALIDATION.answerRequired).max(ANSWER_MAX),
});
type AnswerValues = z.infer<typeof answerSchema>;

/** The assigned expert's editor; submitting sets the question to awaiting_approval. */
export function AnswerEditor({
  questionId,
  initial = '',
}: {
  questionId: string;
  initial?: string;
}) {
  const submit = useSubmitAnswer();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AnswerValues>({
    resolver: zodResolver(answerSchema),
    defaultValues: { content: initial },
  });

  const onSubmit = handleSubmit(({ content }) =>
    submit.mutate({ questionId, content }, { onSuccess: () => reset({ content: '' }) }),
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
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? EXPERT_LABELS.submittingAnswer : EXPERT_LABELS.submitAnswer}
      </Button>
    </form>
  );
}
