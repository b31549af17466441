/** /reply?token=...: the public reply page of an ask-back request (issue 15 §1). */
import { ReplyPage } from '@/features/claims/pages/reply-page';

export function ReplyRoute() {
  return <ReplyPage />;
}
