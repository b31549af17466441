import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-error';

interface ReasonValues {
  reason: string;
}

/**
 * Asks before an action whose reason is recorded but optional (an article unpublished or
 * republished): one text area, the server's refusal above it. `onConfirm` gets the reason trimmed
 * ('' when none); the dialog closes when it resolves and shows its error when it rejects.
 */
export function ReasonDialog({
  title,
  description,
  reasonLabel,
  maxLength,
  tooLong,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  reasonLabel: string;
  maxLength: number;
  /** The message when the reason is longer than `maxLength`. */
  tooLong: string;
  confirmLabel: string;
  /** The button's label while the request is in flight ("Unpublishing..."). */
  pendingLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({
    resolver: zodResolver(z.object({ reason: z.string().trim().max(maxLength, tooLong) })),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      onClose();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={isSubmitting ? pendingLabel : confirmLabel}
      submitting={isSubmitting}
    >
      <TextareaField
        label={reasonLabel}
        rows={3}
        maxLength={maxLength}
        registration={register('reason')}
        error={errors.reason}
      />
    </FormDialog>
  );
}
