import { useAuthStore } from '@/lib/auth/auth-store';

/**
 * The server enforces every admin rule (the functions and admin_update_user read the caller's role
 * from `profiles`); the client refuses early with the product's message, so a non-admin never
 * sends the request.
 */
export function requireAdmin(message: string): void {
  if (useAuthStore.getState().user?.role !== 'admin') throw new Error(message);
}
