import { createContext, useContext, type ReactNode } from 'react';
import { persistOpenToasts } from '@/components/ui/use-toast';

/**
 * Navigation that works with or without react-router. The routed app provides
 * react-router's navigate (src/app/index.tsx); pages rendered without the
 * router (public claim forms, see src/app/public-app.tsx) fall back to a full
 * page navigation. Public pages should use this instead of useNavigate, so
 * they do not need react-router in their bundle.
 */
type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

const documentNavigate: AppNavigate = (to, options) => {
  // Toasts shown just before leaving (e.g. "Question Submitted") follow to the next page.
  persistOpenToasts();
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

const NavigationContext = createContext<AppNavigate>(documentNavigate);

export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: AppNavigate;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

export function useAppNavigate(): AppNavigate {
  return useContext(NavigationContext);
}
