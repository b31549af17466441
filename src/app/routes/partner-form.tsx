/**
 * The route of every public partner form (standalone, embed, visual test): public-app.tsx renders
 * it without the router, router.tsx inside it. What the address shows comes from the partner's row
 * (src/features/claims/hooks/use-partner-form.ts).
 */
import type { PartnerFormAddress } from '@/config/partner-forms';
import { PublicPartnerPage } from '@/features/claims/pages/public-partner-page';

export function PartnerFormRoute({ address }: { address: PartnerFormAddress }) {
  return <PublicPartnerPage address={address} />;
}
