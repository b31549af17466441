/**
 * The auth server's human check on the sign-up, password-reset and login pages
 * (docs/decisions.md, "Human check on sign-up and password recovery"): when the build has a
 * Turnstile site key, the page shows the widget (components/captcha-widget.tsx) and sends its
 * token as supabase-js' `captchaToken`, which GoTrue (`[auth.captcha]`) verifies. Without a key
 * nothing is shown or loaded, and nothing is sent.
 */
import { useCallback, useState } from 'react';
import { TURNSTILE_SITE_KEY } from '@/config/turnstile';
import { CAPTCHA_MESSAGES } from '@/features/auth/messages';

export interface CaptchaCheck {
  enabled: boolean;
  action: string;
  onToken: (token: string | null) => void;
  /** Changes after each attempt: the token is single-use, so the widget starts a new check. */
  resetKey: number;
  /** Shown with the widget (the check is not done yet). */
  message: string | null;
  /**
   * The token to send with this attempt, or `undefined` when no check is configured; `null` when
   * the check is not done yet (the widget then says so).
   */
  take: () => string | null | undefined;
}

export function useCaptcha(action: string): CaptchaCheck {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next) setMessage(null);
  }, []);
  const enabled = TURNSTILE_SITE_KEY !== '';
  return {
    enabled,
    action,
    onToken,
    resetKey,
    message,
    take: () => {
      if (!enabled) return undefined;
      if (!token) {
        setMessage(CAPTCHA_MESSAGES.required);
        return null;
      }
      setResetKey((n) => n + 1);
      return token;
    },
  };
}
