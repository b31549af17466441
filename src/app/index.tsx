import type { ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { NavigationProvider } from '@/lib/navigation';

/** Gives useAppNavigate() react-router's navigate inside the routed app. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(to, options) => navigate(to, options)}>
      {children}
    </NavigationProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <RouterNavigation>
        <AppRoutes />
      </RouterNavigation>
    </BrowserRouter>
  );
}
