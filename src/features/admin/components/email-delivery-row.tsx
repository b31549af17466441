import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { EmailDelivery } from '@/features/admin/api/get-email-deliveries';
import { useGiveUpEmail } from '@/features/admin/api/give-up-email';
import { useSendEmailAgain } from '@/features/admin/api/send-email-again';
import { EMAIL_DELIVERY_MESSAGES as M } from '@/features/admin/messages/email-delivery';
import { emailKindLabel, emailStateLabel, SMARTSHEET_RECIPIENT } from '@/lib/email-delivery';
import { formatDateTime } from '@/lib/format';
import { shortReference } from '@/lib/question-reference';
import { cn } from '@/lib/utils';

const DT = 'font-medium text-muted-foreground';
const DD = 'min-w-0 [overflow-wrap:anywhere]';

function nextTry(e: EmailDelivery): string {
  if (e.state !== 'retrying' || !e.next_attempt_at) return M.noNextTry;
  return new Date(e.next_attempt_at) <= new Date()
    ? M.nextTryNow
    : formatDateTime(e.next_attempt_at);
}

/** One email that failed or is being retried: what, to whom, for which question, and the actions. */
export function EmailDeliveryRow({ email }: { email: EmailDelivery }) {
  const send = useSendEmailAgain();
  const giveUp = useGiveUpEmail();
  const [confirming, setConfirming] = useState(false);
  const kind = emailKindLabel(email.kind);
  const to = email.recipient ?? SMARTSHEET_RECIPIENT;
  const what = `${kind}, ${email.question_id ? shortReference(email.question_id) : (email.corporate_account_name ?? '')}`;
  const busy = send.isPending || giveUp.isPending;

  return (
    <li
      className="space-y-3 p-4"
      data-testid="email-delivery-row"
      data-state={email.state}
      data-key={email.key}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{kind}</span>
          <span
            className={cn(
              'rounded-full border px-2 py-0.5 text-xs font-medium',
              email.state === 'retrying'
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-red-300 bg-red-50 text-red-800',
            )}
          >
            {emailStateLabel(email.state)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={M.sendAgainLabel(what)}
            onClick={() => send.mutate(email)}
          >
            {send.isPending ? M.sending : M.sendAgain}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={M.giveUpLabel(what)}
            onClick={() => setConfirming(true)}
          >
            {M.giveUp}
          </Button>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className={DT}>{M.recipient}</dt>
        <dd className={DD}>{to}</dd>
        <dt className={DT}>{email.question_id ? M.question : M.partner}</dt>
        <dd className={DD}>
          {email.question_id ? (
            <>
              <Link
                className="font-mono text-primary underline"
                to={paths.admin.question.getHref(email.question_id)}
              >
                {shortReference(email.question_id)}
              </Link>{' '}
              {email.question_title}
              {email.corporate_account_name ? ` · ${email.corporate_account_name}` : ''}
            </>
          ) : (
            (email.corporate_account_name ?? M.noQuestion)
          )}
        </dd>
        <dt className={DT}>{M.attempts}</dt>
        <dd className={DD}>{M.attemptsOf(email.attempts, email.max_attempts)}</dd>
        <dt className={DT}>{M.lastError}</dt>
        <dd className={DD}>{email.last_error ?? M.noError}</dd>
        <dt className={DT}>{M.lastTry}</dt>
        <dd className={DD}>{formatDateTime(email.last_attempt_at) || M.notTried}</dd>
        <dt className={DT}>{M.nextTry}</dt>
        <dd className={DD}>{nextTry(email)}</dd>
      </dl>
      {confirming && (
        <ConfirmDialog
          onOpenChange={(open) => !open && setConfirming(false)}
          title={M.giveUpTitle}
          description={M.giveUpText(kind, to)}
          cancelLabel={M.cancel}
          confirmLabel={giveUp.isPending ? M.givingUp : M.giveUp}
          pending={giveUp.isPending}
          destructive
          onConfirm={() => giveUp.mutate(email, { onSettled: () => setConfirming(false) })}
        />
      )}
    </li>
  );
}
