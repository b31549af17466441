/** The demo-gated public forms (university health system, hospital network). */
import { publicBackend } from '@/features/claims/api/public-backend';
import { DemoGate } from '@/features/claims/components/demo-gate';
import { FORMS } from '@/features/claims/partners';
import { PublicClaimPage } from '@/features/claims/pages/public-claim-pages';

export function LakesideUniversityHealthPage() {
  return (
    <DemoGate backend={publicBackend}>
      <PublicClaimPage form={FORMS.universityHealthSystem} />
    </DemoGate>
  );
}

export function HarborHospitalNetworkPage() {
  return (
    <DemoGate backend={publicBackend}>
      <PublicClaimPage form={FORMS.hospitalNetwork} />
    </DemoGate>
  );
}
