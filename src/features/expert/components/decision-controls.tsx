import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EXPERT_LABELS, EXPERT_VALIDATION } from '@/features/expert/constants';
import { useApproveAnswer } from '@/features/expert/api/approve-answer';
import { useRejectAnswer } from '@/features/expert/api/reject-answer';
import { Textarea } from '@/features/expert/components/form-controls';

/**
 * Approve, or reject with a required reason. Buttons are disabled while either action is in
 * flight; the author of the answer sees why they cannot decide it.
 */
export function DecisionControls({
  answerId,
  isOwnAnswer,
  onDone,
}: {
  answerId: string;
  isOwnAnswer: boolean;
  onDone?: () => void;
}) {
  const approve = useApproveAnswer();
  const reject = useRejectAnswer();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;

  if (isOwnAnswer)
    return <p className="text-sm text-muted-foreground">{EXPERT_LABELS.ownAnswer}</p>;

  const onApprove = () => approve.mutate({ answerId }, { onSuccess: () => onDone?.() });

  const onReject = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError(EXPERT_VALIDATION.reasonRequired);
      return;
    }
    reject.mutate(
      { answerId, reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
          onDone?.();
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onApprove} disabled={busy}>
          {approve.isPending ? EXPERT_LABELS.approving : EXPERT_LABELS.approve}
        </Button>
        {!rejecting && (
          <Button
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
          <label htmlFor={`reason-${answerId}`} className="text-sm font-medium">
            {EXPERT_LABELS.rejectReason}
          </label>
          <Textarea
            id={`reason-${answerId}`}
            value={reason}
            maxLength={2000}
            placeholder={EXPERT_LABELS.rejectReasonPlaceholder}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `reason-${answerId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (reasonError) setReasonError(null);
            }}
            disabled={busy}
          />
          {reasonError && (
            <p id={`reason-${answerId}-error`} className="text-sm font-medium text-destructive">
              {reasonError}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              {reject.isPending ? EXPERT_LABELS.rejecting : EXPERT_LABELS.confirmReject}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setRejecting(false);
                setReasonError(null);
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
