import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApproveAnswer } from '@/features/expert/api/approve-answer';
import { useRejectAnswer } from '@/features/expert/api/reject-answer';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { lazyWithPreload } from '@/utils/lazy-import';

// The reason form (react-hook-form, zod) loads when Reject is first pressed, fetched ahead on
// hover or focus of Reject; this file must not import it.
const RejectReasonForm = lazyWithPreload(
  () => import('@/features/expert/components/reject-reason-form'),
  'RejectReasonForm',
);

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
  const busy = approve.isPending || reject.isPending;

  // The Reject button becomes the reason form, which puts focus in the reason; focus comes back to
  // Reject when the form is cancelled (not on the first render).
  useEffect(() => {
    if (rejecting) {
      opened.current = true;
    } else if (opened.current) {
      opened.current = false;
      rejectButton.current?.focus();
    }
  }, [rejecting]);

  if (isOwnAnswer)
    return <p className="text-sm text-muted-foreground">{EXPERT_LABELS.ownAnswer}</p>;

  const onApprove = () => {
    if (busy) return;
    approve.mutate({ answerId }, { onSuccess: () => onDone?.('approved') });
  };

  const onReject = (reason: string, done: () => void) =>
    reject.mutate(
      { answerId, reason },
      {
        onSuccess: () => {
          opened.current = false;
          setRejecting(false);
          done();
          onDone?.('rejected');
        },
      },
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
            onPointerEnter={RejectReasonForm.preload}
            onFocus={RejectReasonForm.preload}
            onClick={() => setRejecting(true)}
            disabled={busy}
          >
            {EXPERT_LABELS.reject}
          </Button>
        )}
      </div>
      {rejecting && (
        <Suspense fallback={null}>
          <RejectReasonForm
            busy={busy}
            rejectPending={reject.isPending}
            approvePending={approve.isPending}
            onReject={onReject}
            onCancel={() => setRejecting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
