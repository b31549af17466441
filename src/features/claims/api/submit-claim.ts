/**
 * The submission flow of spec section 7, in order:
 *   submit_question -> auto_assign_question (an unassigned corporate question)
 *   -> decrement_corporate_questions (corporate) -> send-confirmation-email
 *   -> submit-to-smartsheet (device-company and hospital-system forms) -> send-corporate-notification.
 * Only submit_question can fail the submission. Once the question is stored nothing undoes it: an
 * email failure is reported (the "Note" toast), every other failure is only logged.
 */
import type { ClaimBackend } from '@/features/claims/api/backend';
import type { QuestionPayload } from '@/features/claims/lib/payload';
import { LOG_PREFIX } from '@/features/claims/messages';

export interface SubmitOptions {
  /** Call submit-to-smartsheet after creation. */
  smartsheet: boolean;
  /** The counter the form knows (demo-gated forms), sent to send-corporate-notification. */
  questionsRemaining?: number | null;
  logger?: Pick<Console, 'info' | 'error'>;
}

export interface SubmitResult {
  questionId: string;
  emailSent: boolean;
  /** The corporate counter after the decrement, when it ran and answered. */
  questionsRemaining: number | null;
}

export async function submitClaim(
  backend: ClaimBackend,
  payload: QuestionPayload,
  { smartsheet, questionsRemaining = null, logger = console }: SubmitOptions,
): Promise<SubmitResult> {
  const created = await backend.rpc<string>('submit_question', { payload });
  if (created.error) throw new Error(created.error.message);
  const questionId = typeof created.data === 'string' ? created.data : null;
  if (!questionId) throw new Error('Failed to submit question');

  const accountId = payload.corporateAccountId;
  let remaining: number | null = null;

  if (accountId && payload.status === 'unassigned') {
    try {
      const assigned = await backend.rpc<string>('auto_assign_question', {
        question_id: questionId,
      });
      if (assigned.error)
        logger.error(`${LOG_PREFIX} auto-assignment failed:`, assigned.error.message);
      else logger.info(`${LOG_PREFIX} auto-assignment:`, assigned.data);
    } catch (e) {
      logger.error(`${LOG_PREFIX} auto-assignment failed:`, e);
    }
  }

  if (accountId) {
    try {
      const decremented = await backend.rpc<number>('decrement_corporate_questions', {
        account_id: accountId,
      });
      if (decremented.error)
        logger.error(`${LOG_PREFIX} corporate decrement failed:`, decremented.error.message);
      else if (typeof decremented.data === 'number') remaining = decremented.data;
    } catch (e) {
      logger.error(`${LOG_PREFIX} corporate decrement failed:`, e);
    }
  }

  let emailSent = true;
  try {
    const mailed = await backend.invoke('send-confirmation-email', {
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      title: payload.title,
      questionId,
    });
    if (mailed.error) {
      emailSent = false;
      logger.error(`${LOG_PREFIX} confirmation email failed:`, mailed.error.message);
    }
  } catch (e) {
    emailSent = false;
    logger.error(`${LOG_PREFIX} confirmation email failed:`, e);
  }

  if (smartsheet) {
    try {
      const synced = await backend.invoke('submit-to-smartsheet', { questionId });
      if (synced.error) logger.error(`${LOG_PREFIX} Smartsheet sync failed:`, synced.error.message);
    } catch (e) {
      logger.error(`${LOG_PREFIX} Smartsheet sync failed:`, e);
    }
  }

  if (accountId) {
    try {
      const notified = await backend.invoke('send-corporate-notification', {
        questionId,
        corporateAccountId: accountId,
        submitterName: payload.submitterName,
        submitterEmail: payload.submitterEmail,
        title: payload.title,
        content: payload.content,
        codingQuestionType: payload.codingQuestionType,
        zipCode: payload.zipCode,
        locationOfServiceName: payload.locationOfServiceName,
        locationOfServiceZip: payload.locationOfServiceZip,
        posIndicator: payload.posIndicator,
        questionsRemaining: remaining ?? questionsRemaining,
      });
      if (notified.error)
        logger.error(`${LOG_PREFIX} corporate notification failed:`, notified.error.message);
    } catch (e) {
      logger.error(`${LOG_PREFIX} corporate notification failed:`, e);
    }
  }

  return { questionId, emailSent, questionsRemaining: remaining };
}
