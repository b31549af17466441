import { EXPERT_LABELS } from '@/features/expert/constants';
import { shortReference } from '@/lib/question-reference';

/** The reference the submitter was given (confirmation and emails), for quoting and search. */
export function QuestionReference({ questionId }: { questionId: string }) {
  return (
    <p className="self-center text-sm text-muted-foreground" data-testid="question-reference">
      {EXPERT_LABELS.reference}{' '}
      <span className="font-mono font-medium text-foreground">{shortReference(questionId)}</span>
    </p>
  );
}
