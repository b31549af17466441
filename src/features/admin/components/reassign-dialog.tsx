import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField, TextField } from '@/components/form/text-field';
import {
  reassignSchema,
  summarizeOutcomes,
  useReassignQuestions,
  type ReassignValues,
} from '@/features/admin/api/reassign-questions';
import { useReassignCandidates } from '@/features/admin/api/get-reassign-candidates';
import { ReassignNotes } from '@/features/admin/components/reassign-notes';
import { APPROVAL_GUARD_MESSAGES } from '@/features/admin/messages/approval-guard';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { QUESTIONS_MESSAGES } from '@/features/admin/messages/questions';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { toast } from '@/components/ui/use-toast';

/**
 * Reassigns one or many questions to an expert, least loaded first; an expert the server would
 * refuse (the only approver) is not offered, and the dialog says why and what to do
 * (docs/decisions.md, "Answers nobody can approve"). The toast says what moved and what was refused.
 */
export function ReassignDialog({
  questionIds,
  currentExpertId,
  onClose,
  onDone,
  onChanged,
}: {
  questionIds: string[];
  /** For one question: its expert, left out of the choices. */
  currentExpertId?: string | null;
  onClose: () => void;
  onDone?: () => void;
  onChanged?: () => void;
}) {
  const experts = useReassignCandidates();
  const choices = (experts.data ?? []).filter((x) => x.id !== currentExpertId);
  const form = useForm<ReassignValues>({
    resolver: zodResolver(reassignSchema),
    defaultValues: { expertId: '', reason: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const reassign = useReassignQuestions({
    onError: useAdminErrors(form.setError),
    onSettled: onChanged,
  });

  const onSubmit = handleSubmit((values) =>
    reassign.mutate(
      { questionIds, values },
      {
        onSuccess: (rows) => {
          const { text, failed } = summarizeOutcomes(rows);
          if (failed)
            toast({
              title: QUESTIONS_MESSAGES.reassignPartial,
              description: text,
              variant: 'destructive',
            });
          else notifySuccess({ title: QUESTIONS_MESSAGES.reassignedToast, description: text });
          onDone?.();
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={QUESTIONS_MESSAGES.reassignTitle(questionIds.length)}
      description={QUESTIONS_MESSAGES.reassignDescription}
      onSubmit={onSubmit}
      error={errors.root?.message ?? (experts.error ? errorMessage(experts.error) : undefined)}
      submitLabel={
        reassign.isPending ? QUESTIONS_MESSAGES.reassigning : QUESTIONS_MESSAGES.reassign
      }
      submitting={reassign.isPending || experts.isLoading}
    >
      <SelectField
        label={QUESTIONS_MESSAGES.expert}
        registration={register('expertId')}
        error={errors.expertId}
      >
        <option value="">{QUESTIONS_MESSAGES.chooseExpert}</option>
        {choices
          .filter((x) => !x.refusal)
          .map((x) => (
            <option key={x.id} value={x.id}>
              {APPROVAL_GUARD_MESSAGES.candidate(x.name, x.is_approver, x.open_questions)}
            </option>
          ))}
      </SelectField>
      {experts.data && (
        <ReassignNotes
          refused={choices.filter((x) => x.refusal)}
          noApprover={!experts.data.some((x) => x.is_approver)}
        />
      )}
      <TextField
        label={QUESTIONS_MESSAGES.reasonOptional}
        registration={register('reason')}
        error={errors.reason}
      />
    </FormDialog>
  );
}
