import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';

/** Log out (store clears keys, global then local sign-out), then go to /. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useAuthStore((s) => s.logout);
  return useCallback(async () => {
    await logout();
    navigate(paths.home.getHref(), { replace: true });
  }, [logout, navigate]);
}
