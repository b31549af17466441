import { QUOTA_LABELS } from '@/lib/auth/messages';

/** A new individual user's question quota (docs/decisions.md, "Quotas"). */
export const DEFAULT_QUESTION_QUOTA = 10;
/** questions_remaining of -1 means unlimited; corporate users are always unlimited. */
export const UNLIMITED_QUOTA = -1;

/** "Unlimited" for corporate users and -1, otherwise the number left. */
export function quotaText(user: { questionsRemaining: number; isCorporateUser: boolean }): string {
  if (user.isCorporateUser || user.questionsRemaining < 0) return QUOTA_LABELS.unlimited;
  return String(user.questionsRemaining);
}
