/**
 * The one action style of the staff tables (docs/decisions.md, "One table, one action style"): a
 * row's main action as a button, the rest in an overflow menu. The menu (Radix, about 13 KB
 * gzipped) loads on its first opening, fetched ahead on hover or focus of its button; until then
 * the button is a look-alike that opens on the same inputs as Radix's trigger (primary pointer
 * down; Enter, Space, ArrowDown), as the avatar menu does. This file must not import Radix.
 */
import { Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { COMPONENT_TEXT } from '@/components/messages';
import { MENU_TRIGGER_CLASS, MoreIcon, type RowAction } from '@/components/table/row-action';
import { lazyWithPreload } from '@/utils/lazy-import';

export type { RowAction } from '@/components/table/row-action';

const RowActionsMenu = lazyWithPreload(
  () => import('@/components/table/row-actions-menu'),
  'RowActionsMenu',
);

/** A row's actions: `primary` as a button named after the row, `more` in its menu. */
export function RowActions({
  name,
  primary,
  more,
}: {
  /** The row's name: the buttons say whose actions they are ("Edit Summit Health System"). */
  name: string;
  primary: RowAction;
  more: RowAction[];
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      {primary.href ? (
        <Button size="sm" variant="outline" asChild>
          <Link to={primary.href} aria-label={primary.ariaLabel ?? `${primary.label} ${name}`}>
            {primary.label}
          </Link>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={primary.onSelect}
          onPointerEnter={primary.onIntent}
          onFocus={primary.onIntent}
          aria-label={primary.ariaLabel ?? `${primary.label} ${name}`}
        >
          {primary.label}
        </Button>
      )}
      {more.length > 0 && <MoreMenu name={name} actions={more} />}
    </div>
  );
}

type Opening = { keyboard: boolean } | null;

function MoreMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const [opening, setOpening] = useState<Opening>(null);
  const label = COMPONENT_TEXT.moreActions(name);
  if (opening) {
    return (
      <Suspense fallback={<LookAlike label={label} />}>
        <RowActionsMenu label={label} actions={actions} openedWithKeyboard={opening.keyboard} />
      </Suspense>
    );
  }
  return (
    <LookAlike
      label={label}
      onPointerEnter={RowActionsMenu.preload}
      onFocus={RowActionsMenu.preload}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
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

function LookAlike({
  label,
  ...handlers
}: {
  label: string;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={MENU_TRIGGER_CLASS}
      {...handlers}
    >
      <MoreIcon />
    </button>
  );
}
