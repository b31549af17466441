/**
 * The app header as a signed-out visitor sees it, for the light auth entry (src/app/auth-app.tsx):
 * plain links and a native dialog for the menu, no Radix, router or icon library.
 */
import { useRef } from 'react';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/app-link';

/** Inline icons (lucide's menu and x shapes): the icon library's runtime is not worth it here. */
function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const MENU_ICON = 'M4 5h16M4 12h16M4 19h16';
const X_ICON = 'M18 6 6 18M6 6l12 12';

const GHOST_SM =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const PRIMARY_SM =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const MENU_LINK = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent';

const AUTH_NAV_LABELS = {
  login: 'Login',
  signup: 'Sign up',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  close: 'Close',
} as const;

/** The signed-out slide-out menu below 768 px: a native modal dialog (no Radix here). */
function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    dialog.current?.close();
  };
  const open = () => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`${GHOST_SM} h-10 w-10 px-0 md:hidden`}
        aria-label={AUTH_NAV_LABELS.openMenu}
        onClick={open}
      >
        <Icon d={MENU_ICON} className="h-5 w-5" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="auth-menu-title"
        onClose={() => trigger.current?.focus()}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-full w-3/4 max-w-xs border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60"
      >
        <div className="grid content-start gap-4">
          <h2 id="auth-menu-title" className="text-lg font-semibold leading-none tracking-tight">
            {AUTH_NAV_LABELS.menuTitle}
          </h2>
          <nav aria-label={AUTH_NAV_LABELS.menuTitle} className="flex flex-col gap-1">
            <AppLink to={paths.auth.login.getHref()} onClick={close} className={MENU_LINK}>
              {AUTH_NAV_LABELS.login}
            </AppLink>
            <AppLink to={paths.auth.signup.getHref()} onClick={close} className={MENU_LINK}>
              {AUTH_NAV_LABELS.signup}
            </AppLink>
          </nav>
        </div>
        <button
          type="button"
          onClick={close}
          className="absolute right-4 top-4 rounded-sm opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
        >
          <Icon d={X_ICON} className="h-4 w-4" />
          <span className="sr-only">{AUTH_NAV_LABELS.close}</span>
        </button>
      </dialog>
    </>
  );
}

/** The app header as a signed-out visitor sees it (src/app/layout/header.tsx). */
export function AuthHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="flex h-16 items-center gap-4 px-4">
        <MobileMenu />
        <AppLink to={paths.home.getHref()} className="text-lg font-bold text-primary">
          ClaimDesk
        </AppLink>
        <div className="ml-auto flex items-center gap-3">
          <AppLink to={paths.auth.login.getHref()} className={GHOST_SM}>
            {AUTH_NAV_LABELS.login}
          </AppLink>
          <AppLink to={paths.auth.signup.getHref()} className={PRIMARY_SM}>
            {AUTH_NAV_LABELS.signup}
          </AppLink>
        </div>
      </div>
    </header>
  );
}
