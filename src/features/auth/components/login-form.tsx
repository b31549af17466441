import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loginErrorText } from '@/features/auth/api/map-errors';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextField } from '@/components/form/text-field';
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { homePathForRole } from '@/lib/auth/roles';
import { safeRedirectPath } from '@/lib/utils';
import { errorMessage } from '@/lib/api-error';

const LoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof LoginSchema>;

/**
 * Only builds with VITE_SHOW_DEMO_LOGINS=true (and the unit tests) include the hint: elsewhere the
 * condition is a build-time constant false and the import is dropped with it.
 */
const DemoLoginsHint =
  import.meta.env.VITE_SHOW_DEMO_LOGINS === 'true' || import.meta.env.MODE === 'test'
    ? lazy(() => import('@/features/auth/components/demo-logins-hint'))
    : null;

export function LoginForm({ showDemoLogins = env.SHOW_DEMO_LOGINS }: { showDemoLogins?: boolean }) {
  const login = useAuthStore((s) => s.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const notice = params.get('notice');
  const errorRef = useRef<HTMLDivElement>(null);
  // A failed attempt: the button was disabled while it ran, so focus would fall to <body>; it goes
  // to the error instead, which is read out (issue 16 item 3).
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const { user, error: authError } = await login(email, password);
      if (authError || !user) {
        setError(loginErrorText(authError?.message ?? ''));
        toast({
          variant: 'destructive',
          title: LOGIN_MESSAGES.failedToastTitle,
          description: LOGIN_MESSAGES.failedToastDescription,
        });
        return;
      }
      toast({
        variant: 'success',
        title: LOGIN_MESSAGES.successToastTitle,
        description: LOGIN_MESSAGES.successToastDescription,
      });
      navigate(safeRedirectPath(params.get('redirectTo')) ?? homePathForRole(user.role), {
        replace: true,
      });
    } catch (err) {
      const message = errorMessage(err, LOGIN_MESSAGES.unexpected);
      setError(message);
      toast({
        variant: 'destructive',
        title: LOGIN_MESSAGES.unexpectedToastTitle,
        description: message,
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
            <Link
              to={paths.auth.signup.getHref()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign up
            </Link>
          </p>
          <p>
            <Link
              to={paths.auth.forgotPassword.getHref()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot your password?
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {notice === 'password-updated' && (
          <Alert variant="success">
            <AlertDescription>{PASSWORD_RESET_MESSAGES.resetDone}</AlertDescription>
          </Alert>
        )}
        {error && (
          <Alert
            ref={errorRef}
            tabIndex={-1}
            variant="destructive"
            data-testid="login-error"
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit}
        </Button>
        {showDemoLogins && DemoLoginsHint ? (
          <Suspense fallback={null}>
            <DemoLoginsHint />
          </Suspense>
        ) : null}
      </form>
    </AuthCard>
  );
}
