import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextField } from '@/components/form/text-field';
import { PASSWORD_RESET_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/api-error';

const ForgotSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
});
type ForgotValues = z.infer<typeof ForgotSchema>;

export function ForgotPasswordForm() {
  const requestPasswordReset = useAuthStore((s) => s.requestPasswordReset);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(ForgotSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(
        email,
        window.location.origin + paths.auth.resetPassword.getHref(),
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
          Remembered it?{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Back to login
          </Link>
        </p>
      }
    >
      {sent ? (
        <Alert variant="success">
          <AlertTitle>{PASSWORD_RESET_MESSAGES.sentTitle}</AlertTitle>
          <AlertDescription>{PASSWORD_RESET_MESSAGES.sent}</AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
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
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? PASSWORD_RESET_MESSAGES.sending : PASSWORD_RESET_MESSAGES.send}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
