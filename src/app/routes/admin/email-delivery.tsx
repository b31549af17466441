import { EmailDeliveryPage } from '@/features/admin/components/email-delivery-page';

export function AdminEmailDeliveryRoute() {
  return <EmailDeliveryPage />;
}
