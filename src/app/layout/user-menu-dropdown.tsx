import { LogOut, User as UserIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from '@/app/layout/user-avatar';
import { useLogout } from '@/app/layout/use-logout';
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

/**
 * The avatar menu itself (Radix), loaded on its first opening (user-menu.tsx), which it renders
 * open: `openedWithKeyboard` puts focus on the first item, as Radix does for a menu opened from
 * the keyboard (its keyboard tracking starts only once this module is mounted).
 */
export function UserMenuDropdown({
  user,
  defaultOpen,
  openedWithKeyboard,
}: {
  user: AuthUser;
  defaultOpen: boolean;
  openedWithKeyboard: boolean;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const keyboardEntry = useRef(openedWithKeyboard);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable (axe aria-hidden-focus); the menu still closes on Escape and outside clicks.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={NAV_LABELS.userMenu} className={USER_MENU_TRIGGER_CLASS}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // Radix focuses the menu, then moves on to its first item only for keyboard users.
          if (!keyboardEntry.current || event.target !== event.currentTarget) return;
          keyboardEntry.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
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
