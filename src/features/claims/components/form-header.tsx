/** The top of a claim form: logo, heading, counters and the banners its flags ask for. */
import { lazy, Suspense } from 'react';
import { Banner } from '@/features/claims/components/fields';
import { Counter, QuotaNote } from '@/features/claims/components/counters';
import { FORM_TEXT, SUBMIT_MESSAGES as M } from '@/features/claims/messages';
import type { Outcome } from '@/features/claims/lib/outcomes';
import type { FormDescription } from '@/features/claims/partners';

/** The account error panel, described by the submit button it blocks. */
export const ACCOUNT_ERROR_ID = 'partner-account-error';

type LoadErrorProps = { id: string; title: string; error: unknown; onRetry: () => void };

/**
 * Without its reason text, for when the panel's own code cannot be fetched either (the network
 * that failed the lookup may be down): what failed and the Retry still show.
 */
function AccountErrorFallback({ id, title, onRetry }: LoadErrorProps) {
  return (
    <div
      id={id}
      role="alert"
      className="flex items-center justify-between gap-3 p-3 text-sm text-destructive"
    >
      <p className="font-semibold">{title}.</p>
      <button type="button" className="h-9 rounded-md border border-input px-3" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Only shown after a failed lookup, so loaded then (not part of a form's first load). */
const LoadError = lazy(() =>
  import('@/components/ui/load-error').then(
    (m) => ({ default: m.LoadError as (props: LoadErrorProps) => React.JSX.Element }),
    () => ({ default: AccountErrorFallback }),
  ),
);

interface FormHeaderProps {
  form: Pick<
    FormDescription,
    'showLogo' | 'counter' | 'visualTest' | 'infoBanner' | 'deidentification' | 'wording'
  >;
  heading: string;
  logoSrc: string | null;
  accountName: string;
  /** The gated forms' counter (null while loading). */
  remaining: number | null;
  /** The signed-in user's quota on the generic form (-1 unlimited). */
  quota: number | undefined;
  /** The account lookup failed: what failed, why, and a Retry. */
  accountError: { error: unknown; retry: () => void } | null;
  banner: Outcome['banner'];
  testDataLoaded: boolean;
}

export function FormHeader({
  form,
  heading,
  logoSrc,
  accountName,
  remaining,
  quota,
  accountError,
  banner,
  testDataLoaded,
}: FormHeaderProps) {
  return (
    <>
      <div className="space-y-3">
        {form.showLogo && logoSrc ? (
          <img src={logoSrc} alt={`${accountName} logo`} className="h-12 w-auto" />
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        {form.counter ? <Counter remaining={remaining} /> : null}
        {quota !== undefined && quota !== -1 ? <QuotaNote remaining={quota} /> : null}
      </div>

      {form.visualTest ? (
        <Banner tone="warning" role="note">
          {FORM_TEXT.visualTestBanner}
        </Banner>
      ) : null}
      {form.infoBanner ? (
        <Banner tone="info" role="note">
          {FORM_TEXT.standaloneInfo}
        </Banner>
      ) : null}
      <Banner tone="warning" title={FORM_TEXT.privacyTitle} role="note">
        <p>{FORM_TEXT.privacyNotice}</p>
        {form.deidentification ? <p className="mt-2">{FORM_TEXT.deidentification}</p> : null}
      </Banner>
      {accountError ? (
        <Suspense fallback={null}>
          <LoadError
            id={ACCOUNT_ERROR_ID}
            title={form.wording === 'gated' ? M.loadAccountFailed : M.loadCorporateAccountFailed}
            error={accountError.error}
            onRetry={accountError.retry}
          />
        </Suspense>
      ) : null}
      {banner ? (
        <Banner tone={banner.tone} role={banner.tone === 'error' ? 'alert' : 'status'}>
          {banner.message}
        </Banner>
      ) : null}
      {testDataLoaded ? (
        <Banner tone="info" title={FORM_TEXT.testDataLoadedTitle} role="status">
          {FORM_TEXT.testDataLoaded}
        </Banner>
      ) : null}
    </>
  );
}
