import { AuditPage } from '@/features/admin/components/audit-page';

export function AdminAuditRoute() {
  return <AuditPage />;
}
