import { Link } from 'react-router-dom';
import { QueryState } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useQuestionEmails } from '@/features/expert/api/get-question-emails';
import { QUESTION_EMAILS_TEXT as T } from '@/features/expert/messages/question-emails';
import { emailStateText } from '@/features/expert/utils/email-state';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { emailKindLabel, emailStateLabel, SMARTSHEET_RECIPIENT } from '@/lib/email-delivery';
import { cn } from '@/lib/utils';

const PROBLEM = new Set(['failed', 'given_up']);

/**
 * Every email of a question and its state, on the staff question page (experts and admins). When
 * the submitter's confirmation finally failed, it says so first: the submitter's own page cannot.
 * Admins get the way to the Email delivery page, where it can be sent again.
 */
export function QuestionEmails({ questionId }: { questionId: string }) {
  const user = useAuthStore((s) => s.user);
  const emails = useQuestionEmails(questionId);
  const rows = emails.data ?? [];
  const lostConfirmation = rows.find(
    (e) => e.kind === 'confirmation_email' && (e.state === 'failed' || e.state === 'given_up'),
  );

  return (
    <section className="space-y-2" aria-labelledby="question-emails-heading">
      <h2 id="question-emails-heading" className="text-lg font-semibold">
        {T.title}
      </h2>
      {lostConfirmation && (
        <div
          role="note"
          className="space-y-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="confirmation-failed"
        >
          <p>{T.confirmationFailed(lostConfirmation.recipient ?? '')}</p>
          {can(user, 'admin:access') && (
            <Link
              className="font-medium underline"
              to={paths.admin.emailDelivery.getHref({ state: 'failed' })}
            >
              {T.openEmailDelivery}
            </Link>
          )}
        </div>
      )}
      <QueryState
        isLoading={emails.isLoading}
        error={emails.error}
        onRetry={() => void emails.refetch()}
      />
      {emails.data && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      )}
      {rows.length > 0 && (
        <ul className="divide-y rounded-md border text-sm" aria-label={T.listLabel}>
          {rows.map((e) => (
            <li
              key={e.key}
              className="space-y-1 p-3"
              data-testid="question-email"
              data-kind={e.kind}
              data-state={e.state}
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{emailKindLabel(e.kind)}</span>
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-medium',
                    PROBLEM.has(e.state)
                      ? 'border-red-300 bg-red-50 text-red-800'
                      : e.state === 'retrying'
                        ? 'border-amber-300 bg-amber-50 text-amber-900'
                        : 'text-muted-foreground',
                  )}
                >
                  {emailStateLabel(e.state)}
                </span>
              </p>
              <p className="text-muted-foreground [overflow-wrap:anywhere]">
                {T.to(e.recipient ?? SMARTSHEET_RECIPIENT)}
              </p>
              <p className="[overflow-wrap:anywhere]">{emailStateText(e)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
