/**
 * Public claim pages: no app layout, no supabase-js, no auth store, no Radix. They use the light
 * client (src/lib/public-api.ts) and a light toast region. The demo-gated forms are in
 * gated-claim-pages.tsx (their own chunk, with the gate).
 */
import { publicBackend } from '@/features/claims/api/public-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { LightToaster } from '@/features/claims/components/light-toaster';
import { FORMS, type FormDescription } from '@/features/claims/partners';

export function PublicClaimPage({ form }: { form: FormDescription }) {
  return (
    <main className="min-h-screen bg-background">
      <ClaimForm form={form} backend={publicBackend} />
      <LightToaster />
    </main>
  );
}

export function SummitHealthStandalonePage() {
  return <PublicClaimPage form={FORMS.hospitalSystemStandalone} />;
}

export function MeridianMedicalStandalonePage() {
  return <PublicClaimPage form={FORMS.deviceCompanyStandalone} />;
}

export function MeridianMedicalEmbedPage() {
  return <PublicClaimPage form={FORMS.embed} />;
}

export function MeridianMedicalVisualTestPage() {
  return <PublicClaimPage form={FORMS.visualTest} />;
}
