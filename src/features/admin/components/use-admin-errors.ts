import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/**
 * The one way an admin form reports a failure: the server's message above the form (when there
 * is one) and in a destructive toast titled "Error" (src/lib/api-error.ts decides the text).
 * Passed as the mutation hook's `onError` (src/lib/api-mutation.ts), so it replaces the default
 * toast: `useChangeQuota({ onError: useAdminErrors(form.setError) })`.
 */
export function useAdminErrors<T extends FieldValues>(setError?: UseFormSetError<T>) {
  return useCallback(
    (err: unknown) => {
      setError?.('root', { message: errorMessage(err) });
      notifyError(err, { errorTitle: ADMIN_MESSAGES.errorToast });
    },
    [setError],
  );
}
