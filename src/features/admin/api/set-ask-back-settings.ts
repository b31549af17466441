import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
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

export function useSetAskBackSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAskBackSettings,
    onSuccess: (p) =>
      notifySuccess({
        title: SETTINGS_MESSAGES.askBackToast,
        description: SETTINGS_MESSAGES.askBackText(p.reminderDays, p.closeDays, p.reopenDays),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
