import { lazy, Suspense, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { signupErrorText } from '@/features/auth/api/map-errors';
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
import { SIGNUP_MESSAGES } from '@/features/auth/messages';
import { collectErrors, emailProblem, nameProblem } from '@/features/auth/schemas';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useAppNavigate } from '@/lib/navigation';
import { newPasswordProblem } from '@/lib/password-policy';

type SignupField = 'name' | 'email' | 'password';

const validateSignup = async ({ name, email, password }: Record<SignupField, string>) =>
  collectErrors<SignupField>({
    name: nameProblem(name),
    email: emailProblem(email),
    password: await newPasswordProblem(password),
  });

const loadDialog = () => import('@/features/auth/components/signup-created-dialog');
const SignupCreatedDialog = lazy(loadDialog);

/** Router-free (useAppNavigate): rendered by the app's routes and by the light auth entry. */
export function SignupForm() {
  const signup = useAuthStore((s) => s.signup);
  const navigate = useAppNavigate();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const { field, handleSubmit, isSubmitting } = useLightForm<SignupField>(
    { name: '', email: '', password: '' },
    validateSignup,
  );

  const captcha = useCaptcha('signup');

  const continueToDashboard = () => navigate(paths.app.dashboard.getHref(), { replace: true });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setError(null);
    const captchaToken = captcha.take();
    if (captchaToken === null) return;
    // The dialog's chunk loads while the account is created.
    void loadDialog().catch(() => undefined);
    try {
      // The role is always user; the store refuses any other.
      await signup({
        name: name.trim(),
        email: email.trim(),
        password,
        role: 'user',
        captchaToken,
      });
      setCreated(true);
    } catch (err) {
      const text = signupErrorText(err);
      setError(text);
      toast({ variant: 'destructive', title: SIGNUP_MESSAGES.errorToastTitle, description: text });
    }
  });

  return (
    <AuthCard
      title="Create an account"
      description="Sign up to submit medical-coding questions for expert review."
      footer={
        <p>
          Already have an account? <AuthLink to={paths.auth.login.getHref()}>Log in</AuthLink>
        </p>
      }
    >
      <form method={PRERENDERED_FORM_METHOD} onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && (
          <AuthAlert variant="destructive" data-testid="signup-error">
            {error}
          </AuthAlert>
        )}
        <AuthField label="Name" autoComplete="name" field={field('name')} />
        <AuthField label="Email" type="email" autoComplete="email" field={field('email')} />
        <AuthField
          label="Password"
          type="password"
          autoComplete="new-password"
          field={field('password')}
        />
        <CaptchaWidget check={captcha} />
        <button type="submit" className={AUTH_BUTTON} disabled={isSubmitting || created}>
          {isSubmitting ? SIGNUP_MESSAGES.submitting : SIGNUP_MESSAGES.submit}
        </button>
      </form>

      {created && (
        <Suspense fallback={null}>
          <SignupCreatedDialog onContinue={continueToDashboard} />
        </Suspense>
      )}
    </AuthCard>
  );
}
