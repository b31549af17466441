import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isAuthError } from '@supabase/auth-js';
import { toast } from '@/components/ui/use-toast';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loginErrorText } from '@/features/auth/api/map-errors';
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
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES } from '@/features/auth/messages';
import { AUTH_VALIDATION, collectErrors, emailProblem } from '@/features/auth/schemas';
import { useAuthStore } from '@/lib/auth/auth-store';
import { homePathForRole } from '@/lib/auth/roles';
import { useAppNavigate, useAppSearchParams } from '@/lib/navigation';
import { safeRedirectPath } from '@/lib/redirect';
import { errorMessage } from '@/lib/api-error';

type LoginField = 'email' | 'password';

const validateLogin = ({ email, password }: Record<LoginField, string>) =>
  collectErrors<LoginField>({
    email: emailProblem(email),
    password: password.length === 0 ? AUTH_VALIDATION.passwordRequired : null,
  });

/**
 * Only builds with VITE_SHOW_DEMO_LOGINS=true (and the unit tests) include the hint: elsewhere the
 * condition is a build-time constant false and the import is dropped with it.
 */
const DemoLoginsHint =
  import.meta.env.VITE_SHOW_DEMO_LOGINS === 'true' || import.meta.env.MODE === 'test'
    ? lazy(() => import('@/features/auth/components/demo-logins-hint'))
    : null;

/** Router-free (useAppNavigate): rendered by the app's routes and by the light auth entry. */
export function LoginForm({ showDemoLogins = env.SHOW_DEMO_LOGINS }: { showDemoLogins?: boolean }) {
  const login = useAuthStore((s) => s.login);
  const navigate = useAppNavigate();
  const params = useAppSearchParams();
  const [error, setError] = useState<string | null>(null);
  const notice = params.get('notice');
  const errorRef = useRef<HTMLDivElement>(null);
  // A failed attempt: the button was disabled while it ran, so focus would fall to <body>; it goes
  // to the error instead, which is read out (docs/decisions.md, "Focus and titles").
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const { field, handleSubmit, isSubmitting } = useLightForm<LoginField>(
    { email: '', password: '' },
    validateLogin,
  );
  const captcha = useCaptcha('login');

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    try {
      const user = await login(email.trim(), password, captchaToken);
      toast({
        variant: 'success',
        title: LOGIN_MESSAGES.successToastTitle,
        description: LOGIN_MESSAGES.successToastDescription,
      });
      navigate(safeRedirectPath(params.get('redirectTo')) ?? homePathForRole(user.role), {
        replace: true,
      });
    } catch (err) {
      // The auth server's refusal (wrong password, unconfirmed email) or an unexpected failure.
      const refused = isAuthError(err);
      const message = refused
        ? loginErrorText(err.message)
        : errorMessage(err, LOGIN_MESSAGES.unexpected);
      setError(message);
      toast({
        variant: 'destructive',
        title: refused ? LOGIN_MESSAGES.failedToastTitle : LOGIN_MESSAGES.unexpectedToastTitle,
        description: refused ? LOGIN_MESSAGES.failedToastDescription : message,
      });
    }
  });

  return (
    <AuthCard
      title="Log in"
      description="Log in to ClaimDesk to submit and review coding questions."
      footer={
        <>
          <p>
            Don&apos;t have an account?{' '}
            <AuthLink to={paths.auth.signup.getHref()}>Sign up</AuthLink>
          </p>
          <p>
            <AuthLink to={paths.auth.forgotPassword.getHref()}>Forgot your password?</AuthLink>
          </p>
        </>
      }
    >
      <form method={PRERENDERED_FORM_METHOD} onSubmit={onSubmit} noValidate className="grid gap-4">
        {notice === 'password-updated' && (
          <AuthAlert variant="success">{PASSWORD_RESET_MESSAGES.resetDone}</AuthAlert>
        )}
        {error && (
          <AuthAlert
            ref={errorRef}
            tabIndex={-1}
            variant="destructive"
            data-testid="login-error"
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {error}
          </AuthAlert>
        )}
        <AuthField label="Email" type="email" autoComplete="email" field={field('email')} />
        <AuthField
          label="Password"
          type="password"
          autoComplete="current-password"
          field={field('password')}
        />
        <CaptchaWidget check={captcha} />
        <button type="submit" className={AUTH_BUTTON} disabled={isSubmitting}>
          {isSubmitting ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit}
        </button>
        {showDemoLogins && DemoLoginsHint ? (
          <Suspense fallback={null}>
            <DemoLoginsHint />
          </Suspense>
        ) : null}
      </form>
    </AuthCard>
  );
}
