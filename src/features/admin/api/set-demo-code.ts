import { useQueryClient } from '@tanstack/react-query';
// Before any schema: zod without its eval probe (src/lib/zod-config.ts).
import '@/lib/zod-config';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';
import { useApiMutation, type MutationCallbacks } from '@/lib/api-mutation';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const demoCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(8, SETTINGS_MESSAGES.codeLength)
      .max(100, SETTINGS_MESSAGES.codeLength),
    confirm: z.string().trim(),
  })
  .refine((v) => v.code.toUpperCase() === v.confirm.toUpperCase(), {
    path: ['confirm'],
    message: SETTINGS_MESSAGES.codeMismatch,
  });
export type DemoCodeValues = z.infer<typeof demoCodeSchema>;

/** Replaces the demo access code; the old one is refused at once (set_demo_access_code). */
export async function setDemoCode(code: string): Promise<void> {
  const { error } = await supabase.rpc('set_demo_access_code', { code: code.trim() });
  if (error) throw error;
}

export function useSetDemoCode(options: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setDemoCode,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: () =>
        notifySuccess({
          title: SETTINGS_MESSAGES.codeToast,
          description: SETTINGS_MESSAGES.codeToastText,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
