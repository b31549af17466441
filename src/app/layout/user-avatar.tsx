import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { AuthUser } from '@/lib/auth/types';
import { getInitials } from '@/lib/utils';

/** The avatar menu's trigger, the same before and after the Radix menu has loaded (user-menu.tsx). */
export const USER_MENU_TRIGGER_CLASS =
  'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
      <AvatarFallback data-testid="avatar-initials">{getInitials(user.name)}</AvatarFallback>
    </Avatar>
  );
}
