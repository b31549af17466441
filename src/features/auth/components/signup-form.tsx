import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { signupErrorText } from '@/features/auth/api/map-errors';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextField } from '@/components/form/text-field';
import { SIGNUP_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { newPasswordProblem } from '@/lib/password-policy';

const SignupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  password: z.string().superRefine(async (pw, ctx) => {
    const problem = await newPasswordProblem(pw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type SignupValues = z.infer<typeof SignupSchema>;

export function SignupForm() {
  const signup = useAuthStore((s) => s.signup);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const continueToDashboard = () => navigate(paths.app.dashboard.getHref(), { replace: true });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setError(null);
    try {
      // The role is always user; the store refuses any other.
      await signup({ name, email, password, role: 'user' });
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
          Already have an account?{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && (
          <Alert variant="destructive" data-testid="signup-error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <TextField
          label="Name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name}
        />
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
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <Button type="submit" disabled={isSubmitting || created}>
          {isSubmitting ? SIGNUP_MESSAGES.submitting : SIGNUP_MESSAGES.submit}
        </Button>
      </form>

      {/* The account exists and the user is signed in: closing the dialog any way (Escape
          included) continues to the dashboard, never back to a sign-up form (issue 16 item 9). */}
      <Dialog
        open={created}
        onOpenChange={(open) => {
          if (!open) continueToDashboard();
        }}
      >
        <DialogContent showClose={false}>
          <DialogHeader>
            <DialogTitle>{SIGNUP_MESSAGES.dialogTitle}</DialogTitle>
            <DialogDescription>{SIGNUP_MESSAGES.dialogDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={continueToDashboard}>{SIGNUP_MESSAGES.dialogContinue}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthCard>
  );
}
