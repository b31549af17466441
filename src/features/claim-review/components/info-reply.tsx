import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useThread } from '@/features/claim-review/api/get-thread';
import {
  replySchema,
  useReplyToRequest,
  type ReplyValues,
} from '@/features/claim-review/api/reply-to-request';
import { ASK_BACK_TEXT } from '@/features/claim-review/constants';
import { errorMessage } from '@/lib/api-error';
import { detectPhi, type PhiFinding } from '@/lib/phi-detector';
import { formatDateTime } from '@/lib/format';

/** The expert's requests about this question, the replies, and a reply form while one is open. */
export function InfoReply({
  userId,
  questionId,
  canReply,
}: {
  userId: string;
  questionId: string;
  canReply: boolean;
}) {
  const thread = useThread(userId, questionId);
  const [phi, setPhi] = useState<PhiFinding[] | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { reply: '' },
  });
  // The server's refusal goes above the reply (errors.root), instead of the default toast.
  const reply = useReplyToRequest({
    onError: (e) => form.setError('root', { message: errorMessage(e) }),
  });
  const entries = thread.data ?? [];
  const open = [...entries].reverse().find((e) => e.kind === 'request');
  if (entries.length === 0) return null;

  const send = (message: string, phiConfirmed: boolean) =>
    open &&
    reply.mutate(
      { requestId: open.request_id, message, phiConfirmed },
      {
        onSuccess: () => {
          form.reset();
          setPhi(null);
        },
      },
    );

  const onSubmit = form.handleSubmit(({ reply: text }) => {
    const findings = detectPhi(text);
    if (findings.length > 0 && !(phi && confirmed)) {
      setPhi(findings);
      setConfirmed(false);
      return;
    }
    send(text, findings.length > 0);
  });

  return (
    <section className="space-y-3 rounded-lg border p-4" aria-labelledby="info-reply-heading">
      <h2 id="info-reply-heading" className="font-semibold">
        {ASK_BACK_TEXT.heading}
      </h2>
      <ol className="space-y-2" data-testid="claim-thread">
        {entries.map((e) => (
          <li key={`${e.kind}-${e.id}`} className="rounded-md border bg-muted/30 p-3 text-sm">
            <div className="text-xs text-muted-foreground">
              {e.kind === 'request' ? ASK_BACK_TEXT.requestFrom : ASK_BACK_TEXT.replyFrom}{' '}
              {e.author_name} · {formatDateTime(e.created_at)}
            </div>
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{e.body}</p>
          </li>
        ))}
      </ol>
      {canReply && open && (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <FormError message={form.formState.errors.root?.message} />
          <TextareaField
            label={ASK_BACK_TEXT.replyLabel}
            rows={5}
            registration={form.register('reply', { onChange: () => setPhi(null) })}
            error={form.formState.errors.reply}
          />
          {phi && (
            <div
              role="alert"
              className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p className="font-semibold">{ASK_BACK_TEXT.phiTitle}</p>
              <ul className="list-disc pl-5">
                {phi.map((f) => (
                  <li key={`${f.kind}-${f.index}`}>{f.match}</li>
                ))}
              </ul>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={confirmed}
                  onChange={(e) => setConfirmed(e.target.checked)}
                />
                <span>{ASK_BACK_TEXT.phiConfirm}</span>
              </label>
            </div>
          )}
          <Button type="submit" disabled={reply.isPending || (phi !== null && !confirmed)}>
            {reply.isPending
              ? ASK_BACK_TEXT.sending
              : phi
                ? ASK_BACK_TEXT.sendAnyway
                : ASK_BACK_TEXT.send}
          </Button>
        </form>
      )}
    </section>
  );
}
