import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApproveAnswer } from '@/features/expert/api/approve-answer';
import { useRejectAnswer } from '@/features/expert/api/reject-answer';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';

const REASON_MAX = 2000;

const rejectSchema = z.object({
  reason: z.string().trim().min(1, EXPERT_VALIDATION.reasonRequired).max(REASON_MAX),
});
type RejectValues = z.infer<typeof rejectSchema>;

/**
 * Approve, or reject with a required reason. The pressed button keeps focus while its action is in
 * flight (`pending`), the other ones are disabled; Reject opens the reason form with focus in the
 * reason, Cancel brings focus back to Reject, and `onDone` tells the page, which moves focus to the
 * result (docs/decisions.md, "Where focus goes after an action"). The author of the answer sees why
 * they cannot decide it.
 */
export function DecisionControls({
  answerId,
  isOwnAnswer,
  onDone,
}: {
  answerId: string;
  isOwnAnswer: boolean;
  onDone?: (decision: 'approved' | 'rejected') => void;
}) {
  const approve = useApproveAnswer();
  const reject = useRejectAnswer();
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const busy = approve.isPending || reject.isPending;

  // The Reject button becomes the reason form: focus goes to the reason, and back to Reject when
  // the form is cancelled (not on the first render).
  useEffect(() => {
    if (rejecting) {
      opened.current = true;
      setFocus('reason');
    } else if (opened.current) {
      opened.current = false;
      rejectButton.current?.focus();
    }
  }, [rejecting, setFocus]);

  if (isOwnAnswer)
    return <p className="text-sm text-muted-foreground">{EXPERT_LABELS.ownAnswer}</p>;

  const onApprove = () => {
    if (busy) return;
    approve.mutate({ answerId }, { onSuccess: () => onDone?.('approved') });
  };

  const onReject = handleSubmit(({ reason }) =>
    reject.mutate(
      { answerId, reason },
      {
        onSuccess: () => {
          opened.current = false;
          setRejecting(false);
          reset();
          onDone?.('rejected');
        },
      },
    ),
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={onApprove}
          pending={approve.isPending}
          disabled={reject.isPending}
        >
          {approve.isPending ? EXPERT_LABELS.approving : EXPERT_LABELS.approve}
        </Button>
        {!rejecting && (
          <Button
            ref={rejectButton}
            type="button"
            variant="outline"
            onClick={() => setRejecting(true)}
            disabled={busy}
          >
            {EXPERT_LABELS.reject}
          </Button>
        )}
      </div>
      {rejecting && (
        <form onSubmit={onReject} className="space-y-2" noValidate>
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
              pending={reject.isPending}
              disabled={approve.isPending}
            >
              {reject.isPending ? EXPERT_LABELS.rejecting : EXPERT_LABELS.confirmReject}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setRejecting(false);
                reset();
              }}
            >
              {EXPERT_LABELS.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
