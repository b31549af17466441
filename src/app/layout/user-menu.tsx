import { LogOut, User as UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/types';
import { useLogout } from '@/app/layout/use-logout';
import { getInitials } from '@/lib/utils';

export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
      <AvatarFallback data-testid="avatar-initials">{getInitials(user.name)}</AvatarFallback>
    </Avatar>
  );
}

/** Avatar menu: name and email, Profile, Log out. Keyboard-usable (Radix). */
export function UserMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable (axe aria-hidden-focus); the menu still closes on Escape and outside clicks.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={NAV_LABELS.userMenu}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal">
          <p className="text-sm font-medium leading-none">{user.name}</p>
          <p className="mt-1 text-xs leading-none text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.app.profile.getHref())}>
          <UserIcon className="h-4 w-4" aria-hidden="true" />
          {NAV_LABELS.profile}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {NAV_LABELS.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
