import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PlaceholderLink {
  label: string;
  href: string;
}

interface PlaceholderPageProps {
  title: string;
  description?: ReactNode;
  links: PlaceholderLink[];
  children?: ReactNode;
}

/**
 * A page whose content comes with a later issue: its heading, a short note,
 * and links onward, so it is never a dead end. Light (no supabase-js, no
 * Radix), so public form routes may use it too.
 */
export function PlaceholderPage({ title, description, links, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="text-muted-foreground">{description}</p>}
      {children}
      <nav aria-label="Related pages">
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex h-9 items-center rounded-md border border-input px-3 text-sm font-medium hover:bg-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
