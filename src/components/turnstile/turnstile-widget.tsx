/**
 * The Turnstile widget of a public form or a sign-in page (explicit rendering). Reports the current token (null when
 * there is none: not solved yet, expired, failed, reset). `resetKey` changes after each submission
 * attempt (Cloudflare tokens are single-use), which restarts the check. Failures are said in text
 * (role=alert) next to the widget; the form and its contents stay as they are.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTurnstile, type TurnstileApi } from '@/components/turnstile/load-script';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';

const RETRY_BUTTON =
  'inline-flex h-10 items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50';

interface TurnstileWidgetProps {
  siteKey: string;
  action?: string;
  onToken: (token: string | null) => void;
  /** Changing it restarts the check (after a submission used the token). */
  resetKey?: number;
  /** A problem found later (e.g. the server could not confirm the token), shown with the widget. */
  message?: string | null;
}

type Status = 'loading' | 'ready' | 'load-failed' | 'failed' | 'expired';

export function TurnstileWidget({
  siteKey,
  action,
  onToken,
  resetKey = 0,
  message = null,
}: TurnstileWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadTurnstile().then(
      (api) => {
        if (cancelled || !containerRef.current) return;
        const id = api.render(containerRef.current, {
          sitekey: siteKey,
          action,
          theme: 'light',
          size: 'flexible',
          callback: (token) => {
            setStatus('ready');
            onTokenRef.current(token);
          },
          'expired-callback': () => {
            onTokenRef.current(null);
            setStatus('expired');
            api.reset(id);
          },
          'timeout-callback': () => {
            onTokenRef.current(null);
            api.reset(id);
          },
          'error-callback': () => {
            onTokenRef.current(null);
            setStatus('failed');
            // Handled here: Turnstile does not throw or log it again.
            return true;
          },
        });
        if (id === undefined) {
          setStatus('failed');
          return;
        }
        widget.current = { api, id };
        setStatus((s) => (s === 'loading' ? 'ready' : s));
      },
      () => {
        if (!cancelled) setStatus('load-failed');
      },
    );
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, action, attempt]);

  const reset = useCallback(() => {
    onTokenRef.current(null);
    if (widget.current) {
      setStatus('ready');
      widget.current.api.reset(widget.current.id);
    } else {
      setAttempt((n) => n + 1);
    }
  }, []);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    firstReset.current = resetKey;
    onTokenRef.current(null);
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, [resetKey]);

  const problem =
    status === 'load-failed'
      ? TURNSTILE_TEXT.loadFailed
      : status === 'failed'
        ? TURNSTILE_TEXT.failed
        : message;

  return (
    <div role="group" aria-label={TURNSTILE_TEXT.groupLabel} className="space-y-2">
      <div ref={containerRef} />
      {status === 'loading' ? (
        <p className="text-sm text-muted-foreground">{TURNSTILE_TEXT.loading}</p>
      ) : null}
      {status === 'expired' ? (
        <p className="text-sm text-muted-foreground" role="status">
          {TURNSTILE_TEXT.expired}
        </p>
      ) : null}
      {problem ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-destructive" role="alert">
            {problem}
          </p>
          {status === 'load-failed' || status === 'failed' ? (
            <button type="button" className={RETRY_BUTTON} onClick={reset}>
              {TURNSTILE_TEXT.retry}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
