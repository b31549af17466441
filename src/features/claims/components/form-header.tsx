/**
 * The top of a claim form: the privacy notice first, then the partner's brand, the heading, counters
 * and the banners its flags ask for.
 */
import { Banner } from '@/features/claims/components/banner';
import { Counter, QuotaNote } from '@/features/claims/components/counters';
import { PartnerBrand } from '@/features/claims/components/partner-brand';
import { PrivacyNotice } from '@/features/claims/components/privacy-notice';
import { FORM_TEXT } from '@/features/claims/messages';
import type { Outcome } from '@/features/claims/lib/outcomes';
import type { FormDescription } from '@/features/claims/form-model';

/** The submission's outcome banner: where focus goes after a submit that keeps the form. */
export const OUTCOME_BANNER_ID = 'claim-outcome';

interface FormHeaderProps {
  form: Pick<
    FormDescription,
    'partner' | 'counter' | 'visualTest' | 'infoBanner' | 'deidentification'
  >;
  heading: string;
  /** The counter forms' figure (null while unknown). */
  remaining: number | null;
  /** The signed-in user's quota on the generic form (-1 unlimited). */
  quota: number | undefined;
  banner: Outcome['banner'];
  testDataLoaded: boolean;
}

export function FormHeader({
  form,
  heading,
  remaining,
  quota,
  banner,
  testDataLoaded,
}: FormHeaderProps) {
  const { partner } = form;
  // A heading that is only the partner's name, under a logo that shows the name: read out, not
  // drawn a second time.
  const logoSaysIt = Boolean(partner?.logoUrl) && heading === partner?.name;
  return (
    <>
      <PrivacyNotice deidentification={form.deidentification} />
      <div className="space-y-3">
        {partner ? (
          <PartnerBrand partner={partner} showName={!heading.includes(partner.name)} />
        ) : null}
        <h1 className={logoSaysIt ? 'sr-only' : 'text-2xl font-semibold tracking-tight'}>
          {heading}
        </h1>
        {partner?.introText ? (
          <p className="whitespace-pre-line text-muted-foreground">{partner.introText}</p>
        ) : null}
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
      {banner ? (
        <Banner
          id={OUTCOME_BANNER_ID}
          tone={banner.tone}
          role={banner.tone === 'error' ? 'alert' : 'status'}
        >
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
