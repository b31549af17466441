/**
 * The one route component of every partner form (src/config/partner-forms.ts): a registered form by
 * key, or a partner's standard standalone form by slug. In-app forms load the signed-in client;
 * public ones only the light client, and only gated ones the demo gate.
 */
import { lazy } from 'react';
import type { PartnerFormKey } from '@/config/partner-forms';
import { FORMS, formForSlug } from '@/features/claims/partners';

const PublicFormShell = lazy(() =>
  import('@/features/claims/pages/public-form-shell').then((m) => ({
    default: m.PublicFormShell,
  })),
);
/** The gate first; the form itself is loaded once the gate opens. */
const GatedClaimPage = lazy(() =>
  import('@/features/claims/pages/gated-claim-pages').then((m) => ({
    default: m.GatedClaimPage,
  })),
);
const AppClaimPage = lazy(() =>
  import('@/features/claims/pages/app-claim-pages').then((m) => ({ default: m.AppClaimPage })),
);

export type PartnerFormRouteProps = { formKey: PartnerFormKey } | { slug: string };

export function PartnerFormRoute(props: PartnerFormRouteProps) {
  const form = 'formKey' in props ? FORMS[props.formKey] : formForSlug(props.slug);
  if (form.access === 'app') return <AppClaimPage form={form} />;
  return form.gated ? <GatedClaimPage form={form} /> : <PublicFormShell form={form} />;
}
