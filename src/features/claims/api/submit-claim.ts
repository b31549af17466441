/**
 * The submission: one call, submit_question, which stores the question and, in the same
 * transaction, assigns it, counts it against the corporate or user quota and queues its follow-ups
 * (confirmation email, the Smartsheet row of the partners that sync, partner notification) for the
 * server to deliver. The browser makes no follow-up call, so closing the tab after submitting loses
 * nothing.
 */
import type { ClaimBackend } from '@/features/claims/api/backend';
import { expireDemoAccess, readDemoToken } from '@/features/claims/hooks/use-demo-access';
import type { QuestionPayload } from '@/features/claims/lib/payload';
import { DEMO_GATE_TEXT } from '@/features/claims/messages';

/** What the form adds to the payload besides the question (see components/bot-trap.tsx). */
export interface BotSignals {
  /** The honeypot field's value: empty for people. */
  website?: string;
  /**
   * Milliseconds from the form's first render to the submit, measured by the page itself
   * (performance.now()), plus the time a restored draft had spent: the server drops impossibly fast
   * submissions, and anonymous ones without it.
   */
  formElapsedMs?: number | null;
}

interface SubmitOptions extends BotSignals {
  /** The partner of a gated form, whose stored demo-access token is sent by default. */
  partnerSlug?: string | null;
  /** The demo gate's token; by default the one the gate stored for the partner (hooks/use-demo-access.ts). */
  demoToken?: string | null;
  /** verify-turnstile's human token (only when Turnstile is configured; sent only when set). */
  humanToken?: string | null;
  /** Kept for callers of the old flow; the server now owns the counter. */
  questionsRemaining?: number | null;
  logger?: Pick<Console, 'info' | 'error'>;
}

/**
 * Over the per-address limit: the server would take the question with a fresh human check
 * (docs/decisions.md, "Per-address limits"). A form with Turnstile asks for it; the message is the
 * server's refusal, which a form without Turnstile shows as it is.
 */
export class HumanCheckNeeded extends Error {}

interface SubmitResult {
  questionId: string;
  /**
   * The confirmation is queued with the question, not sent yet: the server delivers it with retries,
   * and staff see it if it finally fails (docs/decisions.md, "Email delivery").
   */
  confirmationQueued: boolean;
  questionsRemaining: number | null;
}

export async function submitClaim(
  backend: ClaimBackend,
  payload: QuestionPayload,
  {
    website = '',
    formElapsedMs = null,
    partnerSlug = null,
    demoToken = readDemoToken(partnerSlug),
    humanToken = null,
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  const created = await backend.rpc('submit_question', {
    payload: {
      ...payload,
      website,
      formElapsedMs,
      demoToken,
      ...(humanToken ? { humanToken } : {}),
    },
  });
  if (created.error) {
    if (created.error.message === DEMO_GATE_TEXT.expired) expireDemoAccess(partnerSlug);
    if (created.error.hint === 'human_check') throw new HumanCheckNeeded(created.error.message);
    throw new Error(created.error.message);
  }
  const questionId = typeof created.data === 'string' ? created.data : null;
  if (!questionId) throw new Error('Failed to submit question');
  return { questionId, confirmationQueued: true, questionsRemaining: null };
}
