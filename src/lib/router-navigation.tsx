import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavigationProvider } from '@/lib/navigation';

/** Gives useAppNavigate() react-router's navigate inside a router (the app, and tests). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(to, options) => navigate(to, options)}>
      {children}
    </NavigationProvider>
  );
}
