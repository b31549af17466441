import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { approvedAnswer, type MyClaim } from '@/features/claim-review/api/get-my-claims';
import { CLAIM_REVIEW_LABELS, SUBMITTER_STATUS_LABELS } from '@/features/claim-review/constants';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/lib/format';

const TONE = {
  unassigned: 'border-slate-300 bg-slate-50 text-slate-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  needs_information: 'border-violet-300 bg-violet-50 text-violet-900',
  awaiting_approval: 'border-blue-300 bg-blue-50 text-blue-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
  closed_no_reply: 'border-zinc-400 bg-zinc-100 text-zinc-800',
} as const;

/**
 * One of the user's questions: status, text and the approved answer if there is one. In the list
 * (`linkTitle`) its title is a heading linking to the question's page; on that page the page
 * heading is the title, so the card does not repeat it.
 */
export function ClaimCard({
  claim: c,
  linkTitle = false,
}: {
  claim: MyClaim;
  linkTitle?: boolean;
}) {
  const answer = approvedAnswer(c);
  const Wrapper = linkTitle ? 'li' : 'article';
  const AnswerHeading = linkTitle ? 'h3' : 'h2';
  return (
    <Wrapper className="space-y-3 rounded-lg border p-4" data-testid="claim">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {linkTitle && (
            <h2 className="font-semibold [overflow-wrap:anywhere]">
              <Link className="hover:underline" to={paths.app.question.getHref(c.id)}>
                {c.title}
              </Link>
            </h2>
          )}
          <div className="text-xs text-muted-foreground">
            {CLAIM_REVIEW_LABELS.submitted} {formatDateTime(c.created_at)} ·{' '}
            {c.coding_question_type}
            {c.corporate_account ? ` · ${c.corporate_account.name}` : ''}
          </div>
        </div>
        <span
          data-status={c.status}
          data-testid="claim-status"
          className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', TONE[c.status])}
        >
          {SUBMITTER_STATUS_LABELS[c.status]}
        </span>
      </div>
      <p className="whitespace-pre-wrap text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {c.content}
      </p>
      {answer ? (
        <section
          className="rounded-md border-l-4 border-green-600 bg-green-50/50 p-3"
          data-testid="claim-answer"
        >
          <AnswerHeading className="text-sm font-semibold">
            {CLAIM_REVIEW_LABELS.answer}
            <span className="ml-2 text-xs font-normal text-muted-foreground">
              {CLAIM_REVIEW_LABELS.answeredOn} {formatDateTime(answer.approved_at)}
            </span>
          </AnswerHeading>
          <p className="whitespace-pre-wrap text-sm">{answer.content}</p>
        </section>
      ) : (
        <p className="text-xs text-muted-foreground">{CLAIM_REVIEW_LABELS.noAnswerYet}</p>
      )}
    </Wrapper>
  );
}
