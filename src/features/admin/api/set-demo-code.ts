import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
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

export function useSetDemoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDemoCode,
    onSuccess: () =>
      notifySuccess({
        title: SETTINGS_MESSAGES.codeToast,
        description: SETTINGS_MESSAGES.codeToastText,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
