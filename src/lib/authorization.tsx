import type { ReactNode } from 'react';
import { useAuthStore, type AuthUser } from '@/features/auth/stores/auth-store';
import type { Role } from '@/lib/roles';

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

interface AuthorizationProps {
  allowedRoles?: readonly Role[];
  policy?: PolicyName;
  forbiddenFallback?: ReactNode;
  children: ReactNode;
}

/** Renders children only for the allowed roles or when the policy passes. */
export function Authorization({ allowedRoles, policy, forbiddenFallback = null, children }: AuthorizationProps) {
  const user = useAuthStore((s) => s.user);
  let allowed = user !== null;
  if (allowed && allowedRoles) allowed = allowedRoles.includes(user!.role);
  if (allowed && policy) allowed = can(user, policy);
  return <>{allowed ? children : forbiddenFallback}</>;
}
