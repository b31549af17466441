import { PROFILE_MESSAGES } from '@/features/auth/messages';
import type { AuthUser } from '@/features/auth/stores/auth-store';

/** "Unlimited" for corporate users and -1, otherwise the number left. */
export function quotaText(user: Pick<AuthUser, 'questionsRemaining' | 'isCorporateUser'>): string {
  if (user.isCorporateUser || user.questionsRemaining < 0) return PROFILE_MESSAGES.unlimited;
  return String(user.questionsRemaining);
}
