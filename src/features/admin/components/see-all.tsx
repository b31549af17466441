import { Link } from 'react-router-dom';

/**
 * The end of a capped dashboard list: how much of it shows, and the link to all of it in its own
 * page with the matching filter (docs/decisions.md, "Full lists from the dashboard").
 */
export function SeeAll({ note, href, label }: { note?: string; href: string; label: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted-foreground">
      {note && <span>{note}</span>}
      <Link className="font-medium text-primary underline underline-offset-4" to={href}>
        {label}
      </Link>
    </p>
  );
}
