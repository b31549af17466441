/**
 * What a partner's public form shows before its row is read: the form's frame with the privacy
 * notice at its top, where the form will have it, and a spinner below it. The same for every
 * partner, so the build prerenders it once (src/entry-server.tsx) and every public partner address
 * paints it from HTML; the form then fills in below the notice without moving it.
 */
import { Spinner } from '@/components/ui/spinner';
import { PrivacyNotice } from '@/features/claims/components/privacy-notice';
import { PUBLIC_FORM_FRAME } from '@/features/claims/lib/styles';

export function PartnerFormFrame() {
  return (
    <div>
      <div className={PUBLIC_FORM_FRAME}>
        <PrivacyNotice deidentification={false} />
        <Spinner className="min-h-[50vh]" />
      </div>
    </div>
  );
}
