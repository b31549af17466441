import { toast } from '@/components/ui/use-toast';
import { describeError } from '@/lib/api-error';

/**
 * The toast for a failed action: conflicts (PT409) read as "someone else acted first", refusals
 * (42501) as "not allowed", anything else under `errorTitle` (src/lib/api-error.ts).
 */
export function notifyError(error: unknown, options?: { errorTitle?: string }): void {
  const { title, description } = describeError(error, options);
  toast({ title, description, variant: 'destructive' });
}

export function notifySuccess(message: { title: string; description: string }): void {
  toast({ ...message, variant: 'success' });
}
