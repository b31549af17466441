import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { RouterNavigation } from '@/lib/router-navigation';

export function App() {
  return (
    <BrowserRouter>
      <RouterNavigation>
        <AppRoutes />
      </RouterNavigation>
    </BrowserRouter>
  );
}
