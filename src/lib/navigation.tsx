import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { persistOpenToasts } from '@/components/ui/use-toast';

/**
 * Navigation that works with or without react-router. The routed app provides
 * react-router's navigate and location (src/lib/router-navigation.tsx); the auth pages' own entry
 * (src/app/auth-app.tsx) provides its history-based navigate; pages rendered without either
 * (public claim forms, see src/app/public-app.tsx) fall back to a full page navigation. Pages that
 * render outside the router (public forms, /login, /signup, /forgot-password) use this instead of
 * useNavigate, useSearchParams and Link, so they do not need react-router in their bundle.
 */
export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

const documentNavigate: AppNavigate = (to, options) => {
  // Toasts shown just before leaving (e.g. "Question Submitted") follow to the next page.
  persistOpenToasts();
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

interface NavigationValue {
  navigate: AppNavigate;
  /** The current location's query string ("?a=b" or ""); null reads window.location. */
  search: string | null;
}

const NavigationContext = createContext<NavigationValue>({
  navigate: documentNavigate,
  search: null,
});

export function NavigationProvider({
  navigate,
  search = null,
  children,
}: {
  navigate: AppNavigate;
  search?: string | null;
  children: ReactNode;
}) {
  return (
    <NavigationContext.Provider value={{ navigate, search }}>{children}</NavigationContext.Provider>
  );
}

export function useAppNavigate(): AppNavigate {
  return useContext(NavigationContext).navigate;
}

/** The router's query string inside a router ("?a=b" or ""); null outside one (read the document's). */
export function useRouterSearch(): string | null {
  return useContext(NavigationContext).search;
}

/** The current query parameters (react-router's location inside the router). */
export function useAppSearchParams(): URLSearchParams {
  return new URLSearchParams(useRouterSearch() ?? window.location.search);
}

export const APP_NAME = 'ClaimDesk';

/**
 * A page's document title: "<page> · ClaimDesk" (the app's name alone for the app's own page).
 * Here with the router-free navigation, so the public forms (no router) title themselves the same
 * way as the routed pages (docs/decisions.md, "Accessibility and weight").
 */
export function formatTitle(page: string): string {
  return page === APP_NAME ? APP_NAME : `${page} · ${APP_NAME}`;
}

/** Titles the document after `page` while it is shown; nothing when `page` is empty. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = formatTitle(page);
  }, [page]);
}
