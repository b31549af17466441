/**
 * The reason form of a rejection (decision-controls.tsx), with react-hook-form and zod: loaded when
 * Reject is first pressed (fetched ahead on hover or focus of the button), so the approval queue
 * and the question page do not load form code before a form opens. Focus goes to the reason when
 * it opens.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';

const REASON_MAX = 2000;

const rejectSchema = z.object({
  reason: z.string().trim().min(1, EXPERT_VALIDATION.reasonRequired).max(REASON_MAX),
});
type RejectValues = z.infer<typeof rejectSchema>;

export function RejectReasonForm({
  busy,
  rejectPending,
  approvePending,
  onReject,
  onCancel,
}: {
  busy: boolean;
  rejectPending: boolean;
  approvePending: boolean;
  /** The reason, trimmed; `done` clears the form once the rejection is recorded. */
  onReject: (reason: string, done: () => void) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });

  useEffect(() => setFocus('reason'), [setFocus]);

  return (
    <form
      onSubmit={handleSubmit(({ reason }) => onReject(reason, () => reset()))}
      className="space-y-2"
      noValidate
    >
      <TextareaField
        label={EXPERT_LABELS.rejectReason}
        maxLength={REASON_MAX}
        placeholder={EXPERT_LABELS.rejectReasonPlaceholder}
        disabled={busy}
        registration={register('reason')}
        error={errors.reason}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="destructive"
          pending={rejectPending}
          disabled={approvePending}
        >
          {rejectPending ? EXPERT_LABELS.rejecting : EXPERT_LABELS.confirmReject}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            reset();
            onCancel();
          }}
        >
          {EXPERT_LABELS.cancel}
        </Button>
      </div>
    </form>
  );
}
