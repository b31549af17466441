import { paths } from '@/config/paths';
import { Constants, type Enums } from '@/types/database';

/**
 * Roles come from `profiles.role` and `profiles.is_approver` (docs/decisions.md, "Role source"),
 * never from user metadata.
 */
export const ROLES = Constants.public.Enums.app_role;
export type Role = Enums<'app_role'>;

/** How a role reads on screen (profile page, user management). */
export const ROLE_LABELS: Record<Role, string> = { user: 'User', expert: 'Expert', admin: 'Admin' };

export function toRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}

/** Where `/`, login and the public-only guard send a signed-in user. */
export function homePathForRole(role: Role): string {
  if (role === 'admin') return paths.admin.dashboard.getHref();
  if (role === 'expert') return paths.expert.dashboard.getHref();
  return paths.app.dashboard.getHref();
}
