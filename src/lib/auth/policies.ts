import type { AuthUser } from '@/lib/auth/types';

/** What a user may see or open; the database enforces the same rules with RLS. */
type Policy = (user: AuthUser | null) => boolean;

export const POLICIES = {
  'admin:access': (user) => user?.role === 'admin',
  'expert:access': (user) => user?.role === 'expert',
  'approval-queue:access': (user) => user?.role === 'expert' && user.isApprover,
  'main-nav:show': (user) => user !== null && user.role === 'user',
} satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;

export function can(user: AuthUser | null, policy: PolicyName): boolean {
  return POLICIES[policy](user);
}
