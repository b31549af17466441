import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { ACCOUNT_MESSAGES } from '@/features/admin/messages/accounts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

/** An old slug stops forwarding to its account's forms (audited), so another partner may take it. */
export async function removeSlugAlias(slug: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('admin_remove_slug_alias', { p_slug: slug });
  if (error) throw error;
  return data;
}

export function useRemoveSlugAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSlugAlias,
    onSuccess: (_removed, slug) =>
      notifySuccess({ title: ACCOUNT_MESSAGES.aliasRemovedToast, description: slug }),
    onError: (error) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.partnerForms() }),
  });
}
