/**
 * A partner's public form (standalone, embed, visual test): no app layout, no supabase-js, no auth
 * store, no Radix; the light client (src/lib/public-api.ts) and a light toast region. A gated
 * account's form is behind the demo gate, loaded once the gate opens. Every address of a public
 * partner form starts from the same frame (PartnerFormFrame), which the build prerenders.
 */
import { lazy, Suspense } from 'react';
import { LightToaster } from '@/components/ui/light-toaster';
import type { PartnerFormAddress } from '@/config/partner-forms';
import { publicBackend } from '@/features/claims/api/public-backend';
import { PartnerFormFrame } from '@/features/claims/components/partner-form-frame';
import { usePartnerForm } from '@/features/claims/hooks/use-partner-form';
import { PartnerFormPage } from '@/features/claims/pages/partner-form-page';

/**
 * Loaded once the account says the visitor sees the form: a visitor who meets the demo gate does
 * not download the form until the gate opens (npm run bench:bundle measures both).
 */
const PublicFormShell = lazy(() =>
  import('@/features/claims/pages/public-form-shell').then((m) => ({
    default: m.PublicFormShell,
  })),
);
const GatedClaimPage = lazy(() =>
  import('@/features/claims/pages/gated-claim-pages').then((m) => ({
    default: m.GatedClaimPage,
  })),
);

export function PublicPartnerPage({ address }: { address: PartnerFormAddress }) {
  const state = usePartnerForm(publicBackend, address);
  // Until the form shows: the frame every public partner address paints from HTML (prerendered),
  // the privacy notice where the form has it.
  const waiting = <PartnerFormFrame visualTest={address.variant === 'visual_test'} />;
  return (
    <main className="min-h-screen bg-background">
      <PartnerFormPage state={state} frame="mx-auto w-full max-w-3xl p-4 sm:p-6" loading={waiting}>
        {(form) => (
          <Suspense fallback={waiting}>
            {form.gated ? <GatedClaimPage form={form} /> : <PublicFormShell form={form} />}
          </Suspense>
        )}
      </PartnerFormPage>
      <LightToaster />
    </main>
  );
}
