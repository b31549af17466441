import { Link, useLocation } from 'react-router-dom';
import { navCurrent, type NavLink } from '@/app/layout/nav-links';

/** A navigation link that says whether it is the current page (aria-current). */
export function NavItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  /** Its classes, by whether it is current. */
  className: (current: boolean) => string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const current = navCurrent(link.href, pathname);
  return (
    <Link
      to={link.href}
      aria-current={current}
      onClick={onNavigate}
      className={className(current !== undefined)}
    >
      {link.label}
    </Link>
  );
}
