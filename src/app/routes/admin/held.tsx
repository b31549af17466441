import { HeldPage } from '@/features/admin/components/held-page';

export function AdminHeldRoute() {
  return <HeldPage />;
}
