/** The human check's widget on an auth page (hooks/use-captcha.ts); nothing without a site key. */
import { lazy, Suspense } from 'react';
import { TURNSTILE_SITE_KEY } from '@/config/turnstile';
import type { CaptchaCheck } from '@/features/auth/hooks/use-captcha';

const TurnstileWidget = lazy(() =>
  import('@/components/turnstile/turnstile-widget').then((m) => ({ default: m.TurnstileWidget })),
);

export function CaptchaWidget({ check }: { check: CaptchaCheck }) {
  if (!check.enabled) return null;
  return (
    <Suspense fallback={null}>
      <TurnstileWidget
        siteKey={TURNSTILE_SITE_KEY}
        action={check.action}
        onToken={check.onToken}
        resetKey={check.resetKey}
        message={check.message}
      />
    </Suspense>
  );
}
