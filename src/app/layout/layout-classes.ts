/**
 * The layout's geometry, written once for the app's layout (header.tsx, side-panel.tsx) and the
 * staff frame painted before the app has loaded (staff-frame.tsx): the frame's header, side panel
 * and heading sit exactly where the app's will, so nothing moves when the app replaces it.
 */
export const HEADER_BAR = 'sticky top-0 z-40 border-b bg-background/95 backdrop-blur';
export const HEADER_ROW = 'flex h-16 items-center gap-4 px-4';
export const BRAND = 'text-lg font-bold text-primary';
/** The mobile menu's button (an icon button, hidden from 768 px). */
export const MENU_BUTTON_SLOT = 'h-10 w-10 shrink-0 md:hidden';
/** Admin / Expert side panel: hidden below 768 px (Tailwind `md`). */
export const SIDE_PANEL = 'hidden w-60 shrink-0 border-r bg-muted/40 md:block';
