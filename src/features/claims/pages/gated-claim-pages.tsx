/**
 * A demo-gated public form (`gated` in src/config/partner-forms.ts): its own chunk with the gate.
 * A visitor without access sees only the gate, so the form is loaded when the gate opens.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { publicBackend } from '@/features/claims/api/public-backend';
import { DemoGate } from '@/features/claims/components/demo-gate';
import { formHeading, type FormDescription } from '@/features/claims/partners';

const PublicFormShell = lazy(() =>
  import('@/features/claims/pages/public-form-shell').then((m) => ({
    default: m.PublicFormShell,
  })),
);

export function GatedClaimPage({ form }: { form: FormDescription }) {
  // The gate is titled as the form behind it, the way formatTitle (src/lib/navigation.tsx) writes
  // titles; that module, and the toast code it needs, are not part of the gate's first load
  // (npm run bench:bundle: +1.1 KB).
  const title = `${formHeading(form)} · ClaimDesk`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <DemoGate backend={publicBackend}>
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        <PublicFormShell form={form} />
      </Suspense>
    </DemoGate>
  );
}
