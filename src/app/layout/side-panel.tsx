import { SIDE_PANEL } from '@/app/layout/layout-classes';
import { NavItem } from '@/app/layout/nav-item';
import type { NavLink } from '@/app/layout/nav-links';
import { cn } from '@/lib/utils';

interface SidePanelProps {
  title: string;
  links: NavLink[];
}

/** Admin / Expert side panel (hidden below 768 px). */
export function SidePanel({ title, links }: SidePanelProps) {
  return (
    <aside aria-label={title} data-testid="side-panel" className={SIDE_PANEL}>
      <nav aria-label={title} className="sticky top-16 flex flex-col gap-1 p-4">
        <h2 className="mb-2 px-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {title}
        </h2>
        {links.map((link) => (
          <NavItem
            key={link.href}
            link={link}
            className={(current) =>
              cn(
                'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
                current ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
              )
            }
          />
        ))}
      </nav>
    </aside>
  );
}
