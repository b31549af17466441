import { useQuestionCount } from '@/features/expert/api/count-questions';
import { EXPERT_LABELS } from '@/features/expert/constants';
import type { AllQuestionsFilters } from '@/features/expert/utils/keyset';

/**
 * "N questions": how many the current filters match, across every page. A polite live region, so a
 * screen reader hears the new total after a filter changes; nothing while the first count loads or
 * when it fails (the list itself shows a failure).
 */
export function QuestionTotal({ filters }: { filters: AllQuestionsFilters }) {
  const count = useQuestionCount(filters);
  return (
    <p role="status" className="min-h-5 text-sm font-medium" data-testid="question-total">
      {typeof count.data === 'number' ? EXPERT_LABELS.total(count.data) : null}
    </p>
  );
}
