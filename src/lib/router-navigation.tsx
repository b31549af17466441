import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider } from '@/lib/navigation';

/**
 * Gives useAppNavigate(), useAppSearchParams() and AppLink react-router's navigate and location
 * inside a router (the app, and tests).
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <NavigationProvider navigate={(to, options) => void navigate(to, options)} search={search}>
      {children}
    </NavigationProvider>
  );
}
