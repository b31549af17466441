import { EXPERT_TOASTS } from '@/features/expert/constants';

export interface ApiError {
  code?: string;
  message?: string;
}

export interface ErrorToast {
  title: string;
  description: string;
  conflict: boolean;
}

function asApiError(error: unknown): ApiError {
  if (error && typeof error === 'object') return error as ApiError;
  return { message: String(error) };
}

/**
 * One place that turns RPC errors into toasts. PT409 (the question or answer changed state,
 * typically because another expert acted a moment earlier) is a conflict, never a silent overwrite.
 */
export function describeError(error: unknown): ErrorToast {
  const e = asApiError(error);
  const message = e.message?.trim() || 'An unexpected error occurred';
  if (e.code === 'PT409') {
    return {
      title: EXPERT_TOASTS.conflictTitle,
      description: `${conflictSentence(message)} ${EXPERT_TOASTS.conflictRefreshed}`,
      conflict: true,
    };
  }
  if (e.code === '42501')
    return { title: EXPERT_TOASTS.forbiddenTitle, description: message, conflict: false };
  return { title: EXPERT_TOASTS.errorTitle, description: message, conflict: false };
}

/** "This answer has already been approved" -> "This answer has already been approved by someone else." */
export function conflictSentence(message: string): string {
  const m = message.replace(/\.$/, '');
  if (/already been (approved|rejected)$/i.test(m)) return `${m} by someone else.`;
  const state = /that is (unassigned|pending|awaiting_approval|approved)$/i.exec(m);
  if (state) return `${m.replace(/_/g, ' ')}: it changed a moment ago.`;
  return `${m}.`;
}
