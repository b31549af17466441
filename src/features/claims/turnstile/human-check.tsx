/**
 * The form's side of Turnstile (loaded only in builds with VITE_TURNSTILE_SITE_KEY): the widget,
 * the current widget token, and a handle the form calls on submit: `ready()` says whether the
 * check is done (and asks for it when not), `verify()` trades the token for the server's human
 * token (verify-turnstile) and restarts the check, the token being single-use.
 */
import { useImperativeHandle, useState, type Ref } from 'react';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { TURNSTILE_ACTION, TURNSTILE_SITE_KEY } from '@/features/claims/turnstile/config';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';
import { TurnstileWidget } from '@/components/turnstile/turnstile-widget';
import { verifyHuman } from '@/features/claims/turnstile/verify-human';
import { OUTCOME_MESSAGES } from '@/features/claims/messages-after-input';

export interface HumanCheckHandle {
  ready(): boolean;
  verify(backend: ClaimBackend): Promise<string>;
  /** The server wants a fresh check (over the per-address limit): restart it and say so. */
  ask(): void;
}

export function HumanCheck({ handle }: { handle: Ref<HumanCheckHandle> }) {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useImperativeHandle(
    handle,
    () => ({
      ready() {
        if (!token) setMessage(TURNSTILE_TEXT.required);
        return token !== null;
      },
      async verify(backend) {
        if (!token) throw new Error(TURNSTILE_TEXT.required);
        setResetKey((n) => n + 1);
        try {
          return await verifyHuman(backend, token);
        } catch (e) {
          setMessage(TURNSTILE_TEXT.verifyFailed);
          throw e;
        }
      },
      ask() {
        setToken(null);
        setResetKey((n) => n + 1);
        setMessage(OUTCOME_MESSAGES.humanCheckAgain);
      },
    }),
    [token],
  );

  return (
    <TurnstileWidget
      siteKey={TURNSTILE_SITE_KEY}
      action={TURNSTILE_ACTION}
      onToken={(next) => {
        setToken(next);
        if (next) setMessage(null);
      }}
      resetKey={resetKey}
      message={message}
    />
  );
}
