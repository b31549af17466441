import { Button } from '@/components/ui/button';
import { useResendAnswerEmail } from '@/features/expert/api/send-approved-answer';
import type { DeliveryRow } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { formatDateTime } from '@/lib/format';

/** Whether the approved answer reached the submitter, and a button to (re)send it when allowed. */
export function DeliveryNote({
  answerId,
  delivery,
  canResend,
}: {
  answerId: string;
  delivery: DeliveryRow | undefined;
  canResend: boolean;
}) {
  const resend = useResendAnswerEmail();
  const status = delivery?.status ?? 'missing';
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="delivery"
      data-status={status}
    >
      {status === 'sent' && (
        <span className="text-green-800">
          {EXPERT_LABELS.emailSent} ({delivery!.recipient}, {formatDateTime(delivery!.sent_at)})
        </span>
      )}
      {status === 'failed' && (
        <span className="text-red-800">
          {EXPERT_LABELS.emailFailed}
          {delivery?.last_error ? `: ${delivery.last_error}` : ''}
        </span>
      )}
      {status === 'sending' && (
        <span className="text-muted-foreground">{EXPERT_LABELS.emailSending}</span>
      )}
      {status === 'missing' && (
        <span className="text-muted-foreground">{EXPERT_LABELS.emailMissing}</span>
      )}
      {(status === 'failed' || status === 'missing') && canResend && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ answerId })}
        >
          {resend.isPending
            ? EXPERT_LABELS.sendingEmail
            : status === 'failed'
              ? EXPERT_LABELS.resendEmail
              : EXPERT_LABELS.sendEmail}
        </Button>
      )}
    </div>
  );
}
