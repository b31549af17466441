/**
 * The privacy notice every claim form opens with (docs/decisions.md, "Prerendered public pages"):
 * the first thing on the page, so a partner's public address paints it from HTML before its row
 * is read (PartnerFormFrame).
 */
import { Banner } from '@/features/claims/components/banner';
import { FORM_TEXT } from '@/features/claims/messages';

export function PrivacyNotice({ deidentification }: { deidentification: boolean }) {
  return (
    <Banner tone="warning" title={FORM_TEXT.privacyTitle} role="note">
      <p>{FORM_TEXT.privacyNotice}</p>
      {deidentification ? <p className="mt-2">{FORM_TEXT.deidentification}</p> : null}
    </Banner>
  );
}
