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

const days = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((v) => Number(v) >= 1 && Number(v) <= max, message);

/** The server's rules (admin_set_ask_back_settings), with its messages, tied to the fields. */
export const askBackSchema = z
  .object({
    reminderDays: days(SETTINGS_MESSAGES.reminderRange, 60),
    closeDays: days(SETTINGS_MESSAGES.closeRange, 180),
    reopenDays: days(SETTINGS_MESSAGES.reopenRange, 365),
  })
  .refine((v) => Number(v.closeDays) > Number(v.reminderDays), {
    path: ['closeDays'],
    message: SETTINGS_MESSAGES.closeRange,
  });
export type AskBackValues = z.infer<typeof askBackSchema>;

interface AskBackPeriods {
  reminderDays: number;
  closeDays: number;
  reopenDays: number;
}

/** Saves the three periods; the server checks them again and audits the change. */
export async function setAskBackSettings(p: AskBackPeriods): Promise<AskBackPeriods> {
  const { error } = await supabase.rpc('admin_set_ask_back_settings', {
    p_reminder_days: p.reminderDays,
    p_close_days: p.closeDays,
    p_reopen_days: p.reopenDays,
  });
  if (error) throw error;
  return p;
}

export function useSetAskBackSettings(
  options: MutationCallbacks<AskBackPeriods, AskBackPeriods> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setAskBackSettings,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: (p) =>
        notifySuccess({
          title: SETTINGS_MESSAGES.askBackToast,
          description: SETTINGS_MESSAGES.askBackText(p.reminderDays, p.closeDays, p.reopenDays),
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
