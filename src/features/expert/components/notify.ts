import { toast } from '@/components/ui/use-toast';
import { describeError } from '@/features/expert/api/errors';

/** A destructive toast for a failed action; conflicts (PT409) read as "someone else acted first". */
export function notifyError(error: unknown): void {
  const { title, description } = describeError(error);
  toast({ title, description, variant: 'destructive' });
}

export function notifySuccess(message: { title: string; description: string }): void {
  toast({ ...message, variant: 'success' });
}
