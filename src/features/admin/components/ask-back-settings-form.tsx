import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormError, TextField } from '@/components/form/text-field';
import { QueryState } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import {
  useAskBackSettings,
  type AskBackSettings,
} from '@/features/admin/api/get-ask-back-settings';
import {
  askBackSchema,
  useSetAskBackSettings,
  type AskBackValues,
} from '@/features/admin/api/set-ask-back-settings';
import { Section } from '@/features/admin/components/admin-page';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ADMIN_COMMON } from '@/features/admin/messages/common';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';

function PeriodsForm({ settings }: { settings: AskBackSettings }) {
  const form = useForm<AskBackValues>({
    resolver: zodResolver(askBackSchema),
    defaultValues: {
      reminderDays: String(settings.reminder_days),
      closeDays: String(settings.close_days),
      reopenDays: String(settings.reopen_days),
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const save = useSetAskBackSettings({ onError: useAdminErrors(form.setError) });
  const onSubmit = handleSubmit((v) =>
    save.mutate({
      reminderDays: Number(v.reminderDays),
      closeDays: Number(v.closeDays),
      reopenDays: Number(v.reopenDays),
    }),
  );
  return (
    <form noValidate className="grid max-w-md gap-4" onSubmit={onSubmit}>
      <FormError message={errors.root?.message} />
      <TextField
        label={SETTINGS_MESSAGES.reminderDays}
        type="number"
        min={1}
        registration={register('reminderDays')}
        error={errors.reminderDays}
      />
      <TextField
        label={SETTINGS_MESSAGES.closeDays}
        type="number"
        min={2}
        registration={register('closeDays')}
        error={errors.closeDays}
      />
      <TextField
        label={SETTINGS_MESSAGES.reopenDays}
        type="number"
        min={1}
        registration={register('reopenDays')}
        error={errors.reopenDays}
      />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? ADMIN_COMMON.saving : ADMIN_COMMON.save}
      </Button>
    </form>
  );
}

/**
 * The ask-back periods (docs/spec-notes.md, "Request more information"): reminder, close as
 * "Closed – no reply", reopen window.
 */
export function AskBackSettingsSection() {
  const settings = useAskBackSettings();
  const s = settings.data;
  return (
    <Section id="ask-back" title={SETTINGS_MESSAGES.askBack} className="rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{SETTINGS_MESSAGES.askBackHelp}</p>
      <QueryState
        isLoading={settings.isLoading}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
      {s && (
        <PeriodsForm key={`${s.reminder_days}-${s.close_days}-${s.reopen_days}`} settings={s} />
      )}
    </Section>
  );
}
