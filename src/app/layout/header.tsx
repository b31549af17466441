import { Link, useLocation } from 'react-router-dom';
import { NavItem } from '@/app/layout/nav-item';
import { NAV_LABELS, navLinks, type NavLink } from '@/app/layout/nav-links';
import { BRAND, HEADER_BAR, HEADER_ROW } from '@/app/layout/layout-classes';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { SearchBox } from '@/app/layout/search-box';
import { UserMenu } from '@/app/layout/user-menu';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { cn } from '@/lib/utils';

function HeaderNav({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <nav aria-label={label} className="hidden items-center gap-1 md:flex">
      {links.map((link) => (
        <NavItem
          key={link.href}
          link={link}
          className={(current) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
              current ? 'text-foreground' : 'text-muted-foreground',
            )
          }
        />
      ))}
    </nav>
  );
}

export function Header() {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const showExpertNav = can(user, 'expert:access') && pathname.startsWith(paths.expert.root.path);

  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <MobileMenu user={user} />
        <Link to={paths.home.getHref()} className={BRAND}>
          ClaimDesk
        </Link>
        {can(user, 'main-nav:show') && (
          <HeaderNav label={NAV_LABELS.mainNav} links={navLinks('main', user)} />
        )}
        {showExpertNav && (
          <HeaderNav label={NAV_LABELS.expertNav} links={navLinks('expert-top', user)} />
        )}
        <div className="ml-auto flex items-center gap-3">
          {user ? (
            <>
              <SearchBox className="hidden w-64 md:block" />
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.auth.login.getHref()}>{NAV_LABELS.login}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.signup.getHref()}>{NAV_LABELS.signup}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
