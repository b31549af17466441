/**
 * /reply?token=...: the public reply page of an ask-back request (docs/spec-notes.md, "Request more
 * information").
 */
import { ReplyPage } from '@/features/claims/pages/reply-page';

export function ReplyRoute() {
  return <ReplyPage />;
}
