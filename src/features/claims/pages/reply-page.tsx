/**
 * /reply?token=...: the submitter's answer to an ask-back request
 * (docs/spec-notes.md, "Request more information"), for anyone holding the emailed link, signed in
 * or not. Light like the public forms (no supabase-js, no router): the token opens its one request
 * only; an invalid, expired or used link says so. The reply goes through the forms' PHI screen (the
 * server screens it again).
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLightForm } from '@/components/form/use-light-form';
import { LightToaster } from '@/components/ui/light-toaster';
import { readReplyLink, type ReplyLinkRequest } from '@/features/claims/api/read-reply-link';
import { sendReply } from '@/features/claims/api/send-reply';
import { BUTTON } from '@/features/claims/lib/styles';
import { REPLY_TEXT } from '@/features/claims/reply-messages';
import { errorMessage } from '@/lib/api-error';
import { detectPhi, type PhiFinding } from '@/lib/phi-detector';
import { formatDateTime } from '@/lib/format';

const PhiReview = lazy(() =>
  import('@/features/claims/components/phi-review').then((m) => ({ default: m.PhiReview })),
);

const REPLY_MAX = 20000;

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; request: ReplyLinkRequest };

function tokenFromUrl(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section role="alert" className="space-y-2 rounded-lg border p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{text}</p>
    </section>
  );
}

function checkReply({ reply }: { reply: string }) {
  const value = reply.trim();
  if (!value) return { reply: REPLY_TEXT.replyRequired };
  if (value.length > REPLY_MAX) return { reply: REPLY_TEXT.replyTooLong };
  return {};
}

function ReplyForm({ token, request }: { token: string; request: ReplyLinkRequest }) {
  const fieldId = useId();
  const form = useLightForm({ reply: '' }, checkReply);
  const reply = form.field('reply');
  const [serverError, setServerError] = useState('');
  const [phi, setPhi] = useState<PhiFinding[] | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function send(phiConfirmed: boolean) {
    setSending(true);
    setServerError('');
    try {
      await sendReply(token, form.values.reply.trim(), phiConfirmed);
      setSent(true);
    } catch (e) {
      setServerError(errorMessage(e));
      setPhi(null);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const findings = detectPhi(values.reply.trim());
    if (findings.length > 0) return setPhi(findings);
    await send(false);
  });

  if (sent) return <Notice title={REPLY_TEXT.sentTitle} text={REPLY_TEXT.sent} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      {request.question_status === 'closed_no_reply' && (
        <p className="rounded-md border bg-muted/30 p-3 text-sm">{REPLY_TEXT.closedNote}</p>
      )}
      <div className="space-y-1">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {REPLY_TEXT.replyLabel}
        </label>
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          {REPLY_TEXT.replyHint}
        </p>
        <textarea
          id={fieldId}
          rows={8}
          maxLength={REPLY_MAX}
          name={reply.name}
          ref={reply.ref}
          value={reply.value}
          onChange={(e) => {
            reply.onChange(e);
            setPhi(null);
          }}
          aria-invalid={reply.error ? true : undefined}
          aria-describedby={`${fieldId}-hint${reply.error ? ` ${fieldId}-error` : ''}`}
          className="w-full rounded-md border border-input bg-background p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {reply.error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
            {reply.error}
          </p>
        )}
      </div>
      {phi ? (
        <Suspense fallback={null}>
          <PhiReview
            findings={phi}
            onEdit={() => setPhi(null)}
            onConfirm={() => void send(true)}
            disabled={sending}
          />
        </Suspense>
      ) : (
        <button type="submit" className={BUTTON.primary} disabled={sending || form.isSubmitting}>
          {sending ? REPLY_TEXT.sending : REPLY_TEXT.send}
        </button>
      )}
    </form>
  );
}

export function ReplyPage() {
  const [token] = useState(tokenFromUrl);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = REPLY_TEXT.documentTitle;
  }, []);

  useEffect(() => {
    let live = true;
    readReplyLink(token).then(
      (request) => live && setLoad({ kind: 'ready', request }),
      (e: unknown) => live && setLoad({ kind: 'error', message: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  let body;
  if (load.kind === 'loading') {
    body = <p className="text-sm text-muted-foreground">…</p>;
  } else if (load.kind === 'error') {
    body = (
      <div className="space-y-3">
        <Notice title={REPLY_TEXT.loadFailed} text={load.message} />
        <button
          type="button"
          className={BUTTON.outline}
          onClick={() => {
            setLoad({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {REPLY_TEXT.retry}
        </button>
      </div>
    );
  } else if (load.request.state !== 'open') {
    body = <Notice {...REPLY_TEXT.states[load.request.state]} />;
  } else {
    const r = load.request;
    body = (
      <div className="space-y-6">
        <section className="space-y-2">
          <h2 className="text-sm font-medium text-muted-foreground">{REPLY_TEXT.yourQuestion}</h2>
          <p className="font-semibold [overflow-wrap:anywhere]" data-testid="reply-question-title">
            {r.question_title}
          </p>
        </section>
        <section className="space-y-2">
          <h2 className="text-sm font-medium text-muted-foreground">
            {REPLY_TEXT.askedBy(r.asked_by_name ?? '', formatDateTime(r.asked_at))}
          </h2>
          <blockquote
            className="whitespace-pre-wrap rounded-md border-l-4 border-primary bg-muted/30 p-3 text-sm [overflow-wrap:anywhere]"
            data-testid="reply-request-message"
          >
            {r.message}
          </blockquote>
        </section>
        <ReplyForm token={token} request={r} />
      </div>
    );
  }

  return (
    <main className="min-h-screen bg-background">
      <div className="mx-auto w-full max-w-2xl space-y-6 p-4 md:p-8">
        <h1 className="text-2xl font-semibold">{REPLY_TEXT.heading}</h1>
        {body}
      </div>
      <LightToaster />
    </main>
  );
}
