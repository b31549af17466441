import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { HELD_MESSAGES as M } from '@/features/admin/messages/held';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type HeldAction = 'release' | 'discard';

export type ReleaseOutcome = RpcRow<'admin_release_held', 'question_id' | 'message'>;

/**
 * Releases held submissions (each then goes through as an accepted one: stored, counted,
 * auto-assigned, confirmation and notifications queued) or discards them; audited on the server.
 */
export async function actOnHeld(
  action: HeldAction,
  ids: string[],
): Promise<{ done: number; refused: ReleaseOutcome[] }> {
  if (action === 'release') {
    const { data, error } = await supabase.rpc('admin_release_held', { p_ids: ids });
    if (error) throw error;
    return {
      done: data.filter((r) => r.outcome === 'released').length,
      refused: data.filter((r) => r.outcome === 'refused'),
    };
  }
  const { data, error } = await supabase.rpc('admin_discard_held', { p_ids: ids });
  if (error) throw error;
  return { done: data.filter((r) => r.outcome === 'discarded').length, refused: [] };
}

export function useActOnHeld(
  options: MutationCallbacks<
    Awaited<ReturnType<typeof actOnHeld>>,
    { action: HeldAction; ids: string[] }
  > = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ action, ids }: { action: HeldAction; ids: string[] }) =>
        actOnHeld(action, ids),
      onSuccess: ({ done, refused }, { action }) => {
        notifySuccess({
          title: action === 'release' ? M.releasedToast(done) : M.discardedToast(done),
          description: action === 'release' ? M.releasedText : M.discardedText,
        });
        for (const r of refused)
          notifyError(new Error(r.message ?? M.refusedFallback), { errorTitle: M.refusedTitle });
      },
      errorTitle: ({ action }) => (action === 'release' ? M.releaseFailed : M.discardFailed),
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.held() });
        void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      },
    },
    options,
  );
}
