import { Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from '@/app/layout/user-avatar';
import type { AuthUser } from '@/lib/auth/types';
import { lazyWithPreload } from '@/utils/lazy-import';

// The Radix menu (menu, popper, floating-ui, roving focus: about 13 KB gzipped) loads on the first
// opening, fetched ahead on hover or focus of the avatar; this file must not import it.
const UserMenuDropdown = lazyWithPreload(
  () => import('@/app/layout/user-menu-dropdown'),
  'UserMenuDropdown',
);

type Opening = { keyboard: boolean } | null;

/**
 * Avatar menu: name and email, Profile, Log out. Keyboard-usable (Radix). Until its first opening
 * the trigger is a look-alike button that opens on the same inputs as Radix's trigger (primary
 * pointer down; Enter, Space, ArrowDown); from then on the Radix menu replaces it.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const [opening, setOpening] = useState<Opening>(null);

  if (opening) {
    const fallback = <UserAvatarButton user={user} />;
    return (
      <Suspense fallback={fallback}>
        <UserMenuDropdown user={user} defaultOpen openedWithKeyboard={opening.keyboard} />
      </Suspense>
    );
  }

  return (
    <UserAvatarButton
      user={user}
      onPointerEnter={UserMenuDropdown.preload}
      onFocus={UserMenuDropdown.preload}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix: the press opens the menu and does not move focus to the trigger.
        event.preventDefault();
        setOpening({ keyboard: false });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setOpening({ keyboard: true });
      }}
    />
  );
}

function UserAvatarButton({
  user,
  ...handlers
}: {
  user: AuthUser;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <button
      type="button"
      aria-label={NAV_LABELS.userMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER_CLASS}
      {...handlers}
    >
      <UserAvatar user={user} />
    </button>
  );
}
