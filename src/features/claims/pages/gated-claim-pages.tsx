/**
 * The public form of a demo-gated partner: its own chunk with the gate. A visitor without access
 * sees only the gate, so the form is loaded when the gate opens.
 */
import { lazy, Suspense } from 'react';
import { publicBackend } from '@/features/claims/api/public-backend';
import { DemoGate } from '@/features/claims/components/demo-gate';
import { PartnerFormFrame } from '@/features/claims/components/partner-form-frame';
import { formTitle, type FormDescription } from '@/features/claims/form-model';
import { useDocumentTitle } from '@/lib/navigation';

const PublicFormShell = lazy(() =>
  import('@/features/claims/pages/public-form-shell').then((m) => ({
    default: m.PublicFormShell,
  })),
);

export function GatedClaimPage({ form }: { form: FormDescription }) {
  // The gate is titled as the form behind it.
  useDocumentTitle(formTitle(form));
  return (
    <DemoGate
      backend={publicBackend}
      slug={form.partner?.slug ?? ''}
      partnerName={form.partner?.name ?? ''}
    >
      <Suspense fallback={<PartnerFormFrame />}>
        <PublicFormShell form={form} />
      </Suspense>
    </DemoGate>
  );
}
