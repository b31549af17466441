import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { useSubmitAnswer } from '@/features/expert/api/submit-answer';
import { Textarea } from '@/features/expert/components/form-controls';

/** The assigned expert's editor; submitting sets the question to awaiting_approval. */
export function AnswerEditor({
  questionId,
  initial = '',
}: {
  questionId: string;
  initial?: string;
}) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitAnswer();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      setError(EXPERT_VALIDATION.answerRequired);
      return;
    }
    submit.mutate({ questionId, content: content.trim() }, { onSuccess: () => setContent('') });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor="answer-content" className="text-sm font-medium">
        {EXPERT_LABELS.answerLabel}
      </label>
      <Textarea
        id="answer-content"
        value={content}
        rows={8}
        maxLength={20000}
        placeholder={EXPERT_LABELS.answerPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'answer-content-error' : undefined}
        onChange={(e) => {
          setContent(e.target.value);
          if (error) setError(null);
        }}
        disabled={submit.isPending}
      />
      {error && (
        <p id="answer-content-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? EXPERT_LABELS.submittingAnswer : EXPERT_LABELS.submitAnswer}
      </Button>
    </form>
  );
}
