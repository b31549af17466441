import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { approvedAnswer, useMyClaims } from '@/features/claim-review/api/get-my-claims';
import {
  CLAIM_REVIEW_LABELS,
  CLAIM_REVIEW_TITLE,
  SUBMITTER_STATUS_LABELS,
} from '@/features/claim-review/constants';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';

const TONE = {
  unassigned: 'border-slate-300 bg-slate-50 text-slate-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  awaiting_approval: 'border-blue-300 bg-blue-50 text-blue-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
} as const;

function when(iso: string | null) {
  return iso
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
}

export function ClaimReviewPage() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const claims = useMyClaims(userId);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{CLAIM_REVIEW_TITLE}</h1>
          <p className="text-sm text-muted-foreground">{CLAIM_REVIEW_LABELS.description}</p>
        </div>
        <Button asChild>
          <Link to={paths.app.newQuestion.getHref()}>{CLAIM_REVIEW_LABELS.submitClaim}</Link>
        </Button>
      </div>
      {claims.isLoading && <Spinner />}
      {claims.error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        >
          {errorMessage(claims.error, CLAIM_REVIEW_LABELS.loadFailed)}
        </p>
      )}
      {claims.data && claims.data.length === 0 && (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {CLAIM_REVIEW_LABELS.empty}
        </p>
      )}
      <ul className="space-y-4">
        {(claims.data ?? []).map((c) => {
          const answer = approvedAnswer(c);
          return (
            <li key={c.id} className="space-y-3 rounded-lg border p-4" data-testid="claim">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="font-semibold">{c.title}</h2>
                  <div className="text-xs text-muted-foreground">
                    {CLAIM_REVIEW_LABELS.submitted} {when(c.created_at)} · {c.coding_question_type}
                    {c.corporate_account ? ` · ${c.corporate_account.name}` : ''}
                  </div>
                </div>
                <span
                  data-status={c.status}
                  data-testid="claim-status"
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-medium',
                    TONE[c.status],
                  )}
                >
                  {SUBMITTER_STATUS_LABELS[c.status]}
                </span>
              </div>
              <p className="whitespace-pre-wrap text-sm text-muted-foreground">{c.content}</p>
              {answer ? (
                <section
                  className="rounded-md border-l-4 border-green-600 bg-green-50/50 p-3"
                  data-testid="claim-answer"
                >
                  <h3 className="text-sm font-semibold">
                    {CLAIM_REVIEW_LABELS.answer}
                    <span className="ml-2 text-xs font-normal text-muted-foreground">
                      {CLAIM_REVIEW_LABELS.answeredOn} {when(answer.approved_at)}
                    </span>
                  </h3>
                  <p className="whitespace-pre-wrap text-sm">{answer.content}</p>
                </section>
              ) : (
                <p className="text-xs text-muted-foreground">{CLAIM_REVIEW_LABELS.noAnswerYet}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
