import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { notifyError } from '@/lib/notify';

/**
 * The one way a mutation hook handles errors. The hook shows the default error toast
 * (src/lib/notify.ts, text from src/lib/api-error.ts) unless its caller passes its own `onError`:
 * then only the caller's runs (a form that ties the server's refusal to a field, or puts it in
 * `errors.root`, decides itself whether a toast goes with it).
 *
 *   export function useDeleteUser(options: MutationCallbacks<void, string> = {}) {
 *     return useApiMutation({ mutationFn: deleteUser, onSettled: invalidate }, options);
 *   }
 *   const remove = useDeleteUser({ onError: (err) => form.setError('root', ...) });
 *   remove.mutate(id, { onSuccess: onClose });
 *
 * The caller's `onSuccess` and `onSettled` run after the hook's own (a toast, the invalidation).
 * An `onError` belongs in the hook's options, never in `mutate(vars, { onError })`: there it would
 * run in addition to the default toast.
 */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/** What the hook itself states: the call, its success toast and invalidation, the toast's title. */
export interface ApiMutationDefinition<TData, TVariables> extends Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onSettled'
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The default error toast's title; describeError's ("Something went wrong") when not given. */
  errorTitle?: string | ((variables: TVariables) => string);
}

/**
 * For a caller that awaits `mutateAsync` and shows the rejection itself (ReasonDialog puts it
 * above its reason): passed as `onError`, it stands for that handling, so no default toast.
 */
export const shownByCaller = (): void => {};

export function useApiMutation<TData, TVariables = void>(
  { mutationFn, errorTitle, onSuccess, onSettled }: ApiMutationDefinition<TData, TVariables>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await callbacks.onSuccess?.(...args);
    },
    onError: (...args) => {
      if (callbacks.onError) return callbacks.onError(...args);
      const [error, variables] = args;
      notifyError(error, {
        errorTitle: typeof errorTitle === 'function' ? errorTitle(variables) : errorTitle,
      });
    },
    onSettled: async (...args) => {
      await onSettled?.(...args);
      await callbacks.onSettled?.(...args);
    },
  });
}
