import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextField } from '@/components/form/text-field';
import { PASSWORD_RESET_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/api-error';
import { newPasswordProblem } from '@/lib/password-policy';

const NewPasswordSchema = z
  .object({
    password: z.string().superRefine(async (pw, ctx) => {
      const problem = await newPasswordProblem(pw);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_RESET_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type NewPasswordValues = z.infer<typeof NewPasswordSchema>;

/** Where the reset email's link lands: set a new password, then log in with it. */
export function ResetPasswordForm() {
  const status = useAuthStore((s) => s.status);
  const session = useAuthStore((s) => s.session);
  const completePasswordReset = useAuthStore((s) => s.completePasswordReset);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await completePasswordReset(password);
      toast({
        variant: 'success',
        title: PASSWORD_RESET_MESSAGES.resetDoneToastTitle,
        description: PASSWORD_RESET_MESSAGES.resetDone,
      });
      navigate(`${paths.auth.login.getHref()}?notice=password-updated`, { replace: true });
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  if (status !== 'ready') return <Spinner className="min-h-[50vh]" />;

  return (
    <AuthCard
      title={PASSWORD_RESET_MESSAGES.resetTitle}
      description={PASSWORD_RESET_MESSAGES.resetDescription}
    >
      {!session ? (
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertDescription>{PASSWORD_RESET_MESSAGES.resetLinkInvalid}</AlertDescription>
          </Alert>
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {PASSWORD_RESET_MESSAGES.forgotTitle}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            registration={register('password')}
            error={errors.password}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting
              ? PASSWORD_RESET_MESSAGES.resetSubmitting
              : PASSWORD_RESET_MESSAGES.resetSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
