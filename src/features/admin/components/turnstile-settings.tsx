import { QueryState } from '@/components/layout/page-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  siteKeyInBuild,
  useSetTurnstileRequired,
  useTurnstileSecretConfigured,
  useTurnstileSetting,
} from '@/features/admin/api/turnstile-setting';
import { Section } from '@/features/admin/components/admin-page';
import { ADMIN_COMMON } from '@/features/admin/messages/common';
import { SETTINGS_MESSAGES as M } from '@/features/admin/messages/settings';
import { settingChanged } from '@/features/admin/utils/setting-changed';

const yesNo = (v: boolean | undefined) => (v === undefined ? M.unknownState : v ? M.yes : M.no);

/**
 * Cloudflare Turnstile: the three things it takes (site key in the build, secret in the functions,
 * the requirement in the database), a warning while they disagree, and the switch
 * (docs/decisions.md, "Turnstile: configured means enforced, or a warning").
 */
export function TurnstileSettingsSection() {
  const setting = useTurnstileSetting();
  const secret = useTurnstileSecretConfigured();
  const change = useSetTurnstileRequired();
  const siteKey = siteKeyInBuild();
  const required = setting.data?.required;
  const secretSet = secret.data;
  const notEnforced = required === false && (siteKey || secretSet === true);
  const notConfigured = required === true && (!siteKey || secretSet === false);

  return (
    <Section id="turnstile" title={M.turnstile} className="rounded-md border p-4">
      <p className="text-sm text-muted-foreground">{M.turnstileHelp}</p>
      <QueryState
        isLoading={setting.isLoading}
        error={setting.error}
        onRetry={() => void setting.refetch()}
      />
      {setting.data && (
        <>
          {(notEnforced || notConfigured) && (
            <Alert variant="destructive" data-testid="turnstile-warning">
              <AlertDescription>
                {notEnforced ? M.turnstileNotEnforced : M.turnstileNotConfigured}
              </AlertDescription>
            </Alert>
          )}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{M.turnstileSiteKey}</dt>
            <dd data-testid="turnstile-site-key">{yesNo(siteKey)}</dd>
            <dt>{M.turnstileSecret}</dt>
            <dd data-testid="turnstile-secret">{secret.isLoading ? '–' : yesNo(secretSet)}</dd>
            <dt>{M.turnstileRequired}</dt>
            <dd data-testid="turnstile-required">{yesNo(required)}</dd>
          </dl>
          <p className="text-sm">
            {settingChanged(setting.data.updated_at, setting.data.updated_by)}
          </p>
          <Button
            type="button"
            variant={required ? 'outline' : 'default'}
            className="justify-self-start"
            disabled={change.isPending}
            onClick={() => change.mutate(!required)}
          >
            {change.isPending
              ? ADMIN_COMMON.saving
              : required
                ? M.stopTurnstile
                : M.requireTurnstile}
          </Button>
        </>
      )}
    </Section>
  );
}
