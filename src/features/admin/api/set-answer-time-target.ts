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

export function useSetAnswerTimeTarget(options: MutationCallbacks<number, number> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setAnswerTimeTarget,
      errorTitle: ADMIN_MESSAGES.errorToast,
      onSuccess: (hours) =>
        notifySuccess({
          title: SETTINGS_MESSAGES.targetToast,
          description: SETTINGS_MESSAGES.targetText(hours),
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    options,
  );
}
