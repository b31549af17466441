import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField, TextareaField } from '@/components/form/text-field';
import {
  statusSchema,
  statusTargets,
  useSetQuestionStatus,
  type QuestionStatus,
  type StatusValues,
} from '@/features/admin/api/set-question-status';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { STATUS_LABELS } from '@/lib/question-status';

/** Why nothing is offered: needs_information and closed_no_reply belong to the ask-back (its request and clock). */
function noMoves(status: QuestionStatus): string {
  if (status === 'needs_information') return QUESTIONS_MESSAGES.noStatusMovesWaiting;
  if (status === 'closed_no_reply') return QUESTIONS_MESSAGES.noStatusMovesClosed;
  return QUESTIONS_MESSAGES.noStatusMoves;
}

/** Changes a question's status with a required reason (recorded in question_events and the audit). */
export function StatusDialog({
  question,
  onClose,
  onChanged,
}: {
  question: { id: string; status: QuestionStatus; expert_id: string | null };
  onClose: () => void;
  onChanged?: () => void;
}) {
  const targets = statusTargets(question.status, Boolean(question.expert_id));
  const form = useForm<StatusValues>({
    resolver: zodResolver(statusSchema),
    defaultValues: { status: targets.length === 1 ? targets[0] : '', reason: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const change = useSetQuestionStatus({
    onError: useAdminErrors(form.setError),
    onSettled: onChanged,
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(
      { questionId: question.id, status: values.status as QuestionStatus, reason: values.reason },
      { onSuccess: onClose },
    ),
  );

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={QUESTIONS_MESSAGES.statusTitle}
      description={QUESTIONS_MESSAGES.statusDescription}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={change.isPending ? QUESTIONS_MESSAGES.changing : QUESTIONS_MESSAGES.changeStatus}
      submitting={change.isPending || targets.length === 0}
    >
      {targets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{noMoves(question.status)}</p>
      ) : (
        <>
          <SelectField
            label={QUESTIONS_MESSAGES.newStatus}
            registration={register('status')}
            error={errors.status}
          >
            <option value="">{QUESTIONS_MESSAGES.chooseStatus}</option>
            {targets.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label={QUESTIONS_MESSAGES.reason}
            rows={3}
            maxLength={2000}
            registration={register('reason')}
            error={errors.reason}
          />
        </>
      )}
    </FormDialog>
  );
}
