import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { invokeFunction } from '@/lib/functions';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';
import type { RpcRow } from '@/types/rpc';

export type TurnstileSetting = RpcRow<'admin_turnstile_setting'>;

/** Whether this build shows the Turnstile widget on the public forms (VITE_TURNSTILE_SITE_KEY). */
export function siteKeyInBuild(): boolean {
  const key = import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined;
  return Boolean(key?.trim());
}

/** Whether anonymous submissions need a human token, and when/by whom that last changed. */
export async function getTurnstileSetting(): Promise<TurnstileSetting | null> {
  const { data, error } = await supabase.rpc('admin_turnstile_setting');
  if (error) throw error;
  return data[0] ?? null;
}

export function useTurnstileSetting() {
  return useQuery({ queryKey: adminKeys.turnstile(), queryFn: getTurnstileSetting });
}

/** verify-turnstile's answer to an admin: is TURNSTILE_SECRET_KEY set in the functions? */
export async function getTurnstileSecretConfigured(): Promise<boolean> {
  const { data } = await invokeFunction('verify-turnstile', { status: true });
  return 'secretConfigured' in data && data.secretConfigured;
}

export function useTurnstileSecretConfigured() {
  return useQuery({
    queryKey: adminKeys.turnstileSecret(),
    queryFn: getTurnstileSecretConfigured,
    retry: false,
  });
}

/** Requires (or stops requiring) the human check of anonymous submissions; audited on the server. */
export async function setTurnstileRequired(on: boolean): Promise<boolean> {
  const { data, error } = await supabase.rpc('admin_set_turnstile_required', { p_on: on });
  if (error) throw error;
  return data;
}

export function useSetTurnstileRequired(options: MutationCallbacks<boolean, boolean> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setTurnstileRequired,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: (on) =>
        notifySuccess({
          title: on ? SETTINGS_MESSAGES.turnstileOnToast : SETTINGS_MESSAGES.turnstileOffToast,
          description: SETTINGS_MESSAGES.turnstileToastText,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.turnstile() }),
    },
    options,
  );
}
