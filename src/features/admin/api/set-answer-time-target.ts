import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/keys';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
import { notifySuccess } from '@/lib/notify';
import { supabase } from '@/lib/supabase';

export const targetSchema = z.object({
  hours: z
    .string()
    .trim()
    .regex(/^\d+$/, SETTINGS_MESSAGES.targetRange)
    .refine((v) => Number(v) >= 1 && Number(v) <= 720, SETTINGS_MESSAGES.targetRange),
});
export type TargetValues = z.infer<typeof targetSchema>;

/** The answer-time target in hours the dashboard measures against (admin_set_answer_time_target). */
export async function setAnswerTimeTarget(hours: number): Promise<number> {
  const { data, error } = await supabase.rpc('admin_set_answer_time_target', { p_hours: hours });
  if (error) throw error;
  return data;
}

export function useSetAnswerTimeTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAnswerTimeTarget,
    onSuccess: (hours) =>
      notifySuccess({
        title: SETTINGS_MESSAGES.targetToast,
        description: SETTINGS_MESSAGES.targetText(hours),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
