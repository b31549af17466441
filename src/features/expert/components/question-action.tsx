import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAssignToMe } from '@/features/expert/api/assign-to-me';
import type { AnswerRow, QuestionDetail } from '@/features/expert/api/types';
import { RequestInfoButton } from '@/features/expert/components/ask-back';
import { AnswerEditor, type AnswerStarter } from '@/features/expert/components/answer-editor';
import { DecisionControls } from '@/features/expert/components/decision-controls';
import { answerCardId } from '@/features/expert/utils/answer-anchor';
import { ASK_BACK_LABELS, EXPERT_LABELS } from '@/features/expert/constants';
import { canClaim } from '@/features/expert/utils/can-claim';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can, canDecideAnswer } from '@/lib/auth/policies';
import { focusWhenReady } from '@/lib/focus';

/** An answer's card once it shows a decision (the list was refetched). */
function decidedCard(answerId: string): HTMLElement | null {
  const card = document.getElementById(answerCardId(answerId));
  return card?.dataset.state === 'undecided' ? null : card;
}

/**
 * The action the viewer's role and the question's status allow: take it, answer it (or ask the
 * submitter for more information), decide the answer (its email is in the email list). Admins
 * (`staffActions`) get their own actions in place of the expert's.
 */
export function QuestionAction({
  q,
  answers,
  staffActions,
  myAccountIds,
  accountsLoading,
  starter,
}: {
  q: QuestionDetail;
  /** Newest first. */
  answers: AnswerRow[];
  staffActions?: (question: QuestionDetail) => ReactNode;
  /** The accounts the signed-in expert serves (who may take an unassigned question). */
  myAccountIds: string[];
  accountsLoading: boolean;
  /** A similar question's answer to start the editor from. */
  starter: AnswerStarter | null;
}) {
  const user = useAuthStore((s) => s.user);
  const me = user?.id ?? '';
  const assign = useAssignToMe();
  const latest = answers[0];
  const undecided = answers.find((a) => !a.approved_at && !a.rejected_at);

  if (staffActions)
    return (
      <>
        {staffActions(q)}
        {q.status === 'pending' && q.expert_id && <RequestInfoButton questionId={q.id} />}
      </>
    );
  if (q.status === 'unassigned')
    return canClaim(q, myAccountIds) ? (
      <Button
        type="button"
        disabled={assign.isPending || accountsLoading}
        onClick={() => assign.mutate({ questionId: q.id, userId: me })}
      >
        {assign.isPending ? EXPERT_LABELS.assigning : EXPERT_LABELS.assignToMe}
      </Button>
    ) : (
      <p className="text-sm text-muted-foreground">
        {accountsLoading ? '' : EXPERT_LABELS.notYourAccount}
      </p>
    );
  if (q.status === 'pending')
    return q.expert_id === me ? (
      <div className="space-y-3">
        {latest?.rejected_at && (
          <p className="rounded bg-red-50 p-2 text-sm text-red-900">
            {EXPERT_LABELS.previousRejected} {EXPERT_LABELS.rejectedBecause}{' '}
            {latest.rejection_reason}
          </p>
        )}
        <AnswerEditor key={latest?.id ?? 'new'} questionId={q.id} starter={starter} />
        <RequestInfoButton questionId={q.id} />
      </div>
    ) : (
      <p className="text-sm text-muted-foreground">{EXPERT_LABELS.assignedToOther}</p>
    );
  if (q.status === 'needs_information' || q.status === 'closed_no_reply')
    return (
      <p className="text-sm text-muted-foreground">
        {q.status === 'needs_information' ? ASK_BACK_LABELS.waiting : ASK_BACK_LABELS.closed}
      </p>
    );
  if (q.status === 'awaiting_approval' && undecided)
    return can(user, 'answer:decide') ? (
      <DecisionControls
        answerId={undecided.id}
        isOwnAnswer={!canDecideAnswer(user, undecided)}
        // the decided answer's card, now marked approved or rejected
        onDone={() => focusWhenReady(() => decidedCard(undecided.id))}
      />
    ) : (
      <p className="text-sm text-muted-foreground">{EXPERT_LABELS.waitingForApprover}</p>
    );
  // An approved answer's email is in the question's email list (QuestionEmails).
  return null;
}
