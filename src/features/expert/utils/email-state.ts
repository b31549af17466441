import type { QuestionEmail } from '@/features/expert/api/get-question-emails';
import { QUESTION_EMAILS_TEXT as T } from '@/features/expert/messages/question-emails';
import { formatDateTime } from '@/lib/format';

/** What happened to one email, in a sentence: when it went out, or why not and what comes next. */
export function emailStateText(e: QuestionEmail, now: Date = new Date()): string {
  const error = e.last_error ?? T.unknownError;
  switch (e.state) {
    case 'queued':
      return T.queued;
    case 'scheduled':
      return T.scheduled(formatDateTime(e.next_attempt_at));
    case 'retrying': {
      const due = !e.next_attempt_at || new Date(e.next_attempt_at) <= now;
      return T.retrying(
        e.attempts,
        e.max_attempts,
        error,
        due ? T.now : formatDateTime(e.next_attempt_at),
      );
    }
    case 'sent':
      return T.sent(formatDateTime(e.sent_at));
    case 'skipped':
      return T.skipped(error);
    case 'failed':
      return T.failed(e.attempts, error);
    case 'given_up':
      return T.givenUp(formatDateTime(e.given_up_at), error);
    default:
      return e.state;
  }
}
