/**
 * What a partner's public form shows before its row is read: the form's frame with the privacy
 * notice at its top, where the form will have it, and a spinner below it. The same for every
 * partner, so the build prerenders it once (src/entry-server.tsx) and every public partner address
 * paints it from HTML; the form then fills in below the notice without moving it.
 *
 * The spinner's space is a screen high, as tall as a form at least, so the frame scrolls as the form
 * will: on a desktop with classic scrollbars a frame that did not was wider than the form, and the
 * form's notice counted as a new, larger paint (e2e/partner-frame-desktop.spec.ts).
 */
import { Spinner } from '@/components/ui/spinner';
import { PrivacyNotice } from '@/features/claims/components/privacy-notice';
import { PUBLIC_FORM_FRAME, VISUAL_TEST_BACKGROUND } from '@/features/claims/lib/styles';

/** `visualTest`: the visual test page's frame, which is not prerendered (scripts/static-routes.ts). */
export function PartnerFormFrame({ visualTest = false }: { visualTest?: boolean }) {
  return (
    <div className={visualTest ? VISUAL_TEST_BACKGROUND : undefined}>
      <div className={PUBLIC_FORM_FRAME}>
        <PrivacyNotice deidentification={false} />
        <Spinner className="min-h-screen" />
      </div>
    </div>
  );
}
