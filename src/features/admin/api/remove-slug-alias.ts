import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** An old slug stops forwarding to its account's forms (audited), so another partner may take it. */
export async function removeSlugAlias(slug: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('admin_remove_slug_alias', { p_slug: slug });
  if (error) throw error;
  return data;
}

export function useRemoveSlugAlias(options: MutationCallbacks<boolean, string> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: removeSlugAlias,
      onSuccess: (_removed, slug) =>
        notifySuccess({ title: ACCOUNT_MESSAGES.aliasRemovedToast, description: slug }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.partnerForms() }),
    },
    options,
  );
}
