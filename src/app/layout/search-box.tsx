import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/**
 * Header search: submits to /search?q=, which lists the questions the user may see. In the mobile
 * menu, `onSearch` closes the menu so the results are not left behind it.
 */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    navigate(paths.app.search.getHref(q));
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={NAV_LABELS.searchLabel}
        placeholder={NAV_LABELS.searchPlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="h-9 pl-9"
      />
    </form>
  );
}
