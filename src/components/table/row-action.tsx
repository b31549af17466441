/** What the row actions and their lazily loaded menu share: the action's shape, the trigger's look. */

export interface RowAction {
  label: string;
  /** The primary button's accessible name, when "<label> <row name>" does not read well. */
  ariaLabel?: string;
  /** What the action does; an action with `href` is a link instead. */
  onSelect?: () => void;
  href?: string;
  destructive?: boolean;
  /** Hover or focus: the moment to fetch the code of what the action opens. */
  onIntent?: () => void;
}

export const MENU_TRIGGER_CLASS =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** Three dots (drawn here: no icon set in the first load). */
export function MoreIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}
