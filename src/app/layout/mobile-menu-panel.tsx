import type { RefObject } from 'react';
import { NavItem } from '@/app/layout/nav-item';
import { NAV_LABELS, navLinks, sidePanelFor, type NavLink } from '@/app/layout/nav-links';
import { SearchBox } from '@/app/layout/search-box';
import { useLogout } from '@/app/layout/use-logout';
import { UserAvatar } from '@/app/layout/user-avatar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/types';
import { cn } from '@/lib/utils';

function MenuLinks({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <>
      {links.map((link) => (
        <NavItem
          key={link.href}
          link={link}
          onNavigate={onNavigate}
          className={(current) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
              current && 'bg-accent text-accent-foreground',
            )
          }
        />
      ))}
    </>
  );
}

/**
 * The slide-out menu's sheet (Radix dialog), loaded on the first opening (mobile-menu.tsx). Its
 * trigger lives outside this module, so closing returns focus to `triggerRef` as a Radix trigger
 * would.
 */
export function MobileMenuPanel({
  user,
  open,
  onOpenChange,
  contentId,
  triggerRef,
}: {
  user: AuthUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const panel = sidePanelFor(user);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <DialogTitle>{NAV_LABELS.menuTitle}</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label={NAV_LABELS.menuTitle} className="flex flex-col gap-1">
          {user ? (
            <>
              <div className="mb-2 flex items-center gap-3 px-3">
                <UserAvatar user={user} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{user.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                </div>
              </div>
              <SearchBox className="mb-2 px-1" onSearch={close} />
              <MenuLinks links={navLinks('main', user)} onNavigate={close} />
              <MenuLinks links={navLinks('expert-top', user)} onNavigate={close} />
              {panel && (
                <>
                  <p className="mt-2 px-3 text-xs font-semibold uppercase text-muted-foreground">
                    {panel.title}
                  </p>
                  <MenuLinks links={panel.links} onNavigate={close} />
                </>
              )}
              <hr className="my-2" />
              <MenuLinks
                links={[{ label: NAV_LABELS.profile, href: paths.app.profile.getHref() }]}
                onNavigate={close}
              />
              <button
                type="button"
                className="rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-accent"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {NAV_LABELS.logout}
              </button>
            </>
          ) : (
            <MenuLinks
              links={[
                { label: NAV_LABELS.login, href: paths.auth.login.getHref() },
                { label: NAV_LABELS.signup, href: paths.auth.signup.getHref() },
              ]}
              onNavigate={close}
            />
          )}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
