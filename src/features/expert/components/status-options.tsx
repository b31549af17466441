import { EXPERT_LABELS } from '@/features/expert/constants';
import { QUESTION_STATUSES, STATUS_LABELS } from '@/lib/question-status';

/** The status filter's options: "all statuses", then each status by its label. */
export function StatusOptions() {
  return (
    <>
      <option value="">{EXPERT_LABELS.allStatuses}</option>
      {QUESTION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </>
  );
}
