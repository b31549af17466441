import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/form/form-dialog';
import { FormError, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSettings } from '@/features/admin/api/get-settings';
import { useDeferredData } from '@/utils/use-deferred-data';
import {
  demoCodeSchema,
  useSetDemoCode,
  type DemoCodeValues,
} from '@/features/admin/api/set-demo-code';
import {
  targetSchema,
  useSetAnswerTimeTarget,
  type TargetValues,
} from '@/features/admin/api/set-answer-time-target';
import type { AdminSettings } from '@/features/admin/api/types';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Section } from '@/features/admin/components/admin-page';
import { AskBackSettingsSection } from '@/features/admin/components/ask-back-settings-form';
import { TurnstileSettingsSection } from '@/features/admin/components/turnstile-settings';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ADMIN_COMMON, ADMIN_TITLES } from '@/features/admin/messages/common';
import { SETTINGS_MESSAGES } from '@/features/admin/messages/settings';
import { settingChanged } from '@/features/admin/utils/setting-changed';

/** The demo code: typed twice, confirmed in a dialog, never shown; when and by whom it last changed. */
function DemoCodeForm({ settings }: { settings: AdminSettings }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<DemoCodeValues>({
    resolver: zodResolver(demoCodeSchema),
    defaultValues: { code: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const change = useSetDemoCode({ onError: useAdminErrors(form.setError) });

  const apply = () => {
    if (!confirming) return;
    change.mutate(confirming, {
      onSuccess: () => reset({ code: '', confirm: '' }),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Section id="demo-code" title={SETTINGS_MESSAGES.demoCode} className="rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{SETTINGS_MESSAGES.demoCodeHelp}</p>
      <p className="text-sm text-muted-foreground" data-testid="demo-code-lifetime">
        {SETTINGS_MESSAGES.demoCodeLifetime}
      </p>
      <p className="text-sm" data-testid="demo-code-changed">
        {settingChanged(settings.demo_access_code_updated_at, settings.demo_access_code_updated_by)}
      </p>
      <form
        noValidate
        className="grid max-w-md gap-4"
        onSubmit={handleSubmit((v) => setConfirming(v.code.trim()))}
      >
        <FormError message={errors.root?.message} />
        <TextField
          label={SETTINGS_MESSAGES.newCode}
          type="password"
          autoComplete="new-password"
          registration={register('code')}
          error={errors.code}
        />
        <TextField
          label={SETTINGS_MESSAGES.confirmCode}
          type="password"
          autoComplete="new-password"
          registration={register('confirm')}
          error={errors.confirm}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {SETTINGS_MESSAGES.changeCode}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          onOpenChange={(open) => !open && setConfirming(null)}
          title={SETTINGS_MESSAGES.confirmTitle}
          description={SETTINGS_MESSAGES.confirmText}
          cancelLabel={ADMIN_COMMON.cancel}
          confirmLabel={change.isPending ? ADMIN_COMMON.saving : SETTINGS_MESSAGES.confirm}
          pending={change.isPending}
          onConfirm={apply}
        />
      )}
    </Section>
  );
}

function TargetForm({ settings }: { settings: AdminSettings }) {
  const form = useForm<TargetValues>({
    resolver: zodResolver(targetSchema),
    defaultValues: { hours: String(settings.answer_time_target_hours) },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const save = useSetAnswerTimeTarget({ onError: useAdminErrors(form.setError) });
  const onSubmit = handleSubmit((v) => save.mutate(Number(v.hours)));
  return (
    <Section id="target" title={SETTINGS_MESSAGES.target} className="rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{SETTINGS_MESSAGES.targetHelp}</p>
      <p className="text-sm">
        {settingChanged(
          settings.answer_time_target_updated_at,
          settings.answer_time_target_updated_by,
        )}
      </p>
      <form noValidate className="grid max-w-md gap-4" onSubmit={onSubmit}>
        <FormError message={errors.root?.message} />
        <TextField
          label={SETTINGS_MESSAGES.targetHours}
          type="number"
          min={1}
          registration={register('hours')}
          error={errors.hours}
        />
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? ADMIN_COMMON.saving : ADMIN_COMMON.save}
        </Button>
      </form>
    </Section>
  );
}

/**
 * /admin/settings: the demo access code, the answer-time target, the ask-back periods, the human
 * check of the public forms, and the way to the accounts.
 */
export function SettingsPage() {
  const settings = useSettings();
  const { data, pending } = useDeferredData(settings);
  return (
    <PageShell title={ADMIN_TITLES.settings} description={SETTINGS_MESSAGES.description}>
      <p className="text-sm">
        <Link className="font-medium text-primary underline" to={paths.admin.accounts.getHref()}>
          {SETTINGS_MESSAGES.accountsLink}
        </Link>
      </p>
      <QueryState
        isLoading={pending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <DemoCodeForm settings={data} />
          <TargetForm key={data.answer_time_target_hours} settings={data} />
          <AskBackSettingsSection />
          <TurnstileSettingsSection />
        </div>
      )}
    </PageShell>
  );
}
