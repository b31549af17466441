import { paths } from '@/config/paths';

/**
 * Roles come from `profiles.role` and `profiles.is_approver` (DECISIONS.md),
 * never from user metadata.
 */
export const ROLES = ['user', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function toRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}

/** Where `/`, login and the public-only guard send a signed-in user. */
export function homePathForRole(role: Role): string {
  if (role === 'admin') return paths.admin.dashboard.getHref();
  if (role === 'expert') return paths.expert.dashboard.getHref();
  return paths.app.dashboard.getHref();
}
