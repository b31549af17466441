/**
 * The overflow menu of a table row (Radix), loaded on its first opening (row-actions.tsx), which
 * it renders open: `openedWithKeyboard` puts focus on the first item, as Radix does for a menu
 * opened from the keyboard (its keyboard tracking starts only once this module is mounted).
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { MENU_TRIGGER_CLASS, MoreIcon, type RowAction } from '@/components/table/row-action';
import { cn } from '@/lib/utils';

export function RowActionsMenu({
  label,
  actions,
  openedWithKeyboard,
}: {
  label: string;
  actions: RowAction[];
  openedWithKeyboard: boolean;
}) {
  const keyboardEntry = useRef(openedWithKeyboard);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable (axe aria-hidden-focus); the menu still closes on Escape and outside clicks.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger aria-label={label} className={MENU_TRIGGER_CLASS}>
        <MoreIcon />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-label={label}
        onFocus={(event) => {
          if (!keyboardEntry.current || event.target !== event.currentTarget) return;
          keyboardEntry.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        {actions.map((a) => {
          const className = cn(a.destructive && 'text-destructive focus:text-destructive');
          return a.href ? (
            <DropdownMenuItem key={a.label} asChild className={className}>
              <Link to={a.href}>{a.label}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              key={a.label}
              className={className}
              onSelect={a.onSelect}
              onPointerEnter={a.onIntent}
              onFocus={a.onIntent}
            >
              {a.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
