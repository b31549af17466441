import type { ReactNode } from 'react';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { can, type PolicyName } from '@/lib/policies';
import type { Role } from '@/lib/roles';

interface AuthorizationProps {
  allowedRoles?: readonly Role[];
  policy?: PolicyName;
  forbiddenFallback?: ReactNode;
  children: ReactNode;
}

/** Renders children only for the allowed roles or when the policy passes. */
export function Authorization({
  allowedRoles,
  policy,
  forbiddenFallback = null,
  children,
}: AuthorizationProps) {
  const user = useAuthStore((s) => s.user);
  let allowed = user !== null;
  if (allowed && allowedRoles) allowed = allowedRoles.includes(user!.role);
  if (allowed && policy) allowed = can(user, policy);
  return <>{allowed ? children : forbiddenFallback}</>;
}
