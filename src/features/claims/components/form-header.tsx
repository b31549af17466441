/** The top of a claim form: logo, heading, counters and the banners its flags ask for. */
import { LoadError } from '@/components/ui/load-error';
import { Banner } from '@/features/claims/components/fields';
import { Counter, QuotaNote } from '@/features/claims/components/counters';
import { FORM_TEXT, SUBMIT_MESSAGES as M } from '@/features/claims/messages';
import type { Outcome } from '@/features/claims/lib/outcomes';
import type { FormDescription } from '@/features/claims/partners';

/** The account error panel, described by the submit button it blocks. */
export const ACCOUNT_ERROR_ID = 'partner-account-error';

export interface FormHeaderProps {
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
  /** The account lookup failed: what failed, why, and a Retry (issue 16 item 4). */
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
        <LoadError
          id={ACCOUNT_ERROR_ID}
          title={form.wording === 'gated' ? M.loadAccountFailed : M.loadCorporateAccountFailed}
          error={accountError.error}
          onRetry={accountError.retry}
        />
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
