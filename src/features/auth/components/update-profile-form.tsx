import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TextField } from '@/components/form/text-field';
import { PASSWORD_RESET_MESSAGES, PROFILE_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/api-error';
import { newPasswordProblem } from '@/lib/password-policy';

const UpdateProfileSchema = z
  .object({
    name: z.string().trim().min(1, PROFILE_MESSAGES.nameRequired).max(100),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(async (v, ctx) => {
    // An empty password keeps the current one.
    const problem = v.password === '' ? null : await newPasswordProblem(v.password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_RESET_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type UpdateProfileValues = z.infer<typeof UpdateProfileSchema>;

/** Change name and (optionally) password. */
export function UpdateProfileForm() {
  const user = useAuthStore((s) => s.user);
  const updateProfile = useAuthStore((s) => s.updateProfile);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileValues>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: { name: user?.name ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, password }) => {
    setResult(null);
    try {
      await updateProfile({ name, password: password || undefined });
      const text = password
        ? `${PROFILE_MESSAGES.updated} ${PROFILE_MESSAGES.passwordUpdated}`
        : PROFILE_MESSAGES.updated;
      setResult({ kind: 'success', text });
      toast({ variant: 'success', title: PROFILE_MESSAGES.updatedToastTitle, description: text });
      reset({ name, password: '', confirmPassword: '' });
    } catch (err) {
      const text = errorMessage(err);
      setResult({ kind: 'error', text });
      toast({
        variant: 'destructive',
        title: PROFILE_MESSAGES.updateFailedToastTitle,
        description: text,
      });
    }
  });

  return (
    <AuthCard
      title={PROFILE_MESSAGES.updateTitle}
      description="Change your name or set a new password. Leave the password empty to keep it."
      footer={
        <Link
          to={paths.app.profile.getHref()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to profile
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {result && (
          <Alert
            variant={result.kind === 'success' ? 'success' : 'destructive'}
            data-testid="update-profile-result"
          >
            <AlertDescription>{result.text}</AlertDescription>
          </Alert>
        )}
        <TextField
          label="Name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name}
        />
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
          {isSubmitting ? PROFILE_MESSAGES.saving : PROFILE_MESSAGES.save}
        </Button>
      </form>
    </AuthCard>
  );
}
