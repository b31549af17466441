import { ApprovalQueuePage } from '@/features/expert/components/approval-queue-page';

export function ExpertApprovalRoute() {
  return <ApprovalQueuePage />;
}
