/** A partner's public form on the light client (public-partner-page.tsx renders it). */
import { publicBackend } from '@/features/claims/api/public-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import type { FormDescription } from '@/features/claims/form-model';

export function PublicFormShell({ form }: { form: FormDescription }) {
  return <ClaimForm form={form} backend={publicBackend} />;
}
