/**
 * A public partner form: no app layout, no supabase-js, no auth store, no Radix. The light client
 * (src/lib/public-api.ts) and a light toast region.
 */
import { publicBackend } from '@/features/claims/api/public-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { LightToaster } from '@/components/ui/light-toaster';
import type { FormDescription } from '@/features/claims/partners';

export function PublicFormShell({ form }: { form: FormDescription }) {
  return (
    <main className="min-h-screen bg-background">
      <ClaimForm form={form} backend={publicBackend} />
      <LightToaster />
    </main>
  );
}
