import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFailedDeliveries } from '@/features/admin/api/get-failed-deliveries';
import { useResendAnswerEmail } from '@/features/admin/api/resend-answer-email';
import { QueryState } from '@/components/layout/page-shell';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { DASHBOARD_MESSAGES } from '@/features/admin/messages/dashboard';
import { formatDateTime } from '@/lib/format';

/** Answer emails that failed or are stuck, each with a Send again button. */
export function FailedEmails() {
  const failed = useFailedDeliveries();
  const resend = useResendAnswerEmail();
  return (
    <Section id="failed" title={DASHBOARD_MESSAGES.failed}>
      <QueryState
        isLoading={failed.isLoading}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
      {failed.data && failed.data.length === 0 && (
        <EmptyState>{DASHBOARD_MESSAGES.failedNone}</EmptyState>
      )}
      {failed.data && failed.data.length > 0 && (
        <ul className="divide-y rounded-md border" data-testid="failed-emails">
          {failed.data.map((d) => (
            <li
              key={d.answer_id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div className="min-w-0">
                <Link
                  className="font-medium text-primary hover:underline [overflow-wrap:anywhere]"
                  to={paths.admin.question.getHref(d.question_id)}
                >
                  {d.question_title}
                </Link>
                <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {d.state === 'stuck' ? DASHBOARD_MESSAGES.stuck : d.last_error} · {d.recipient} ·{' '}
                  {d.attempts} attempt
                  {d.attempts === 1 ? '' : 's'} · {formatDateTime(d.last_attempt_at)}
                </div>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={resend.isPending}
                aria-label={`${DASHBOARD_MESSAGES.sendAgain}: ${d.question_title}`}
                onClick={() => resend.mutate(d.answer_id)}
              >
                {resend.isPending && resend.variables === d.answer_id
                  ? DASHBOARD_MESSAGES.sending
                  : DASHBOARD_MESSAGES.sendAgain}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
