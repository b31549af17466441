import { useState } from 'react';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CaptchaWidget } from '@/features/auth/components/captcha-widget';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import {
  AUTH_BUTTON,
  AuthAlert,
  AuthField,
  AuthLink,
  PRERENDERED_FORM_METHOD,
} from '@/features/auth/components/auth-ui';
import { useLightForm } from '@/components/form/use-light-form';
import { PASSWORD_RESET_MESSAGES } from '@/features/auth/messages';
import { collectErrors, emailProblem } from '@/features/auth/schemas';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/api-error';

const validateForgot = ({ email }: Record<'email', string>) =>
  collectErrors<'email'>({ email: emailProblem(email) });

/** Router-free: rendered by the app's routes and by the light auth entry. */
export function ForgotPasswordForm() {
  const requestPasswordReset = useAuthStore((s) => s.requestPasswordReset);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting } = useLightForm<'email'>(
    { email: '' },
    validateForgot,
  );
  const captcha = useCaptcha('recover');

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    try {
      await requestPasswordReset(
        email.trim(),
        window.location.origin + paths.auth.resetPassword.getHref(),
        captchaToken,
      );
      setSent(true);
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <AuthCard
      title={PASSWORD_RESET_MESSAGES.forgotTitle}
      description={PASSWORD_RESET_MESSAGES.forgotDescription}
      footer={
        <p>
          Remembered it? <AuthLink to={paths.auth.login.getHref()}>Back to login</AuthLink>
        </p>
      }
    >
      {sent ? (
        <AuthAlert variant="success" title={PASSWORD_RESET_MESSAGES.sentTitle} focusTitle>
          {PASSWORD_RESET_MESSAGES.sent}
        </AuthAlert>
      ) : (
        <form
          method={PRERENDERED_FORM_METHOD}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
        >
          {error && (
            <AuthAlert variant="destructive" focusTitle>
              {error}
            </AuthAlert>
          )}
          <AuthField label="Email" type="email" autoComplete="email" field={field('email')} />
          <CaptchaWidget check={captcha} />
          <button type="submit" className={AUTH_BUTTON} disabled={isSubmitting}>
            {isSubmitting ? PASSWORD_RESET_MESSAGES.sending : PASSWORD_RESET_MESSAGES.send}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
