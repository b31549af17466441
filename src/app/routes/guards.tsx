import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { homePathForRole } from '@/lib/auth/roles';

function useAuthReady() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  return { ready: status === 'ready', user };
}

/**
 * Signed-in only: otherwise to /login, which returns here afterwards.
 *
 * A browser that holds a signed-in user (the persisted profile and session, docs/spec-notes.md "The
 * signed-in user") renders the page at once while the session is restored and the profile read
 * again in the background (docs/decisions.md, "Signed-in pages render from the stored session"): if
 * the session turns out to be gone, the user becomes null and this guard sends them to /login; if
 * the profile's role changed, the role guards below send them to their own home.
 */
export function RequireAuth() {
  const { ready, user } = useAuthReady();
  const stored = useAuthStore((s) => s.user !== null && s.session !== null);
  const location = useLocation();
  if (!ready && !stored) return <Spinner className="min-h-[50vh]" label="Checking your session" />;
  if (!user) {
    const here = location.pathname + location.search + location.hash;
    const redirectTo = location.pathname === paths.home.path ? null : here;
    return <Navigate to={paths.auth.login.getHref(redirectTo)} replace />;
  }
  return <Outlet />;
}

/**
 * Public-only (/login, /signup, /forgot-password): a visitor who arrives
 * signed in is sent to their home by role. The decision is taken once, on
 * arrival, so that signing up (which signs in) can still show its dialog.
 */
export function PublicOnlyRoute() {
  const { ready, user } = useAuthReady();
  const decision = useRef<string | null | undefined>(undefined);
  if (!ready) return <Spinner className="min-h-[50vh]" />;
  if (decision.current === undefined) decision.current = user ? homePathForRole(user.role) : null;
  if (decision.current) return <Navigate to={decision.current} replace />;
  return <Outlet />;
}

/** `/`: admin to /admin/dashboard, expert to /expert/dashboard, anyone else to /dashboard. */
export function HomeRedirect() {
  const user = useAuthStore((s) => s.user);
  return <Navigate to={user ? homePathForRole(user.role) : paths.auth.login.getHref()} replace />;
}

function RoleGate({ allowed }: { allowed: boolean }) {
  const user = useAuthStore((s) => s.user);
  if (!allowed)
    return <Navigate to={user ? homePathForRole(user.role) : paths.auth.login.getHref()} replace />;
  return <Outlet />;
}

/** /admin*: admins only; anyone else goes to their own home. */
export function AdminRoute() {
  const user = useAuthStore((s) => s.user);
  return <RoleGate allowed={can(user, 'admin:access')} />;
}

/** /expert*: experts only. */
export function ExpertRoute() {
  const user = useAuthStore((s) => s.user);
  return <RoleGate allowed={can(user, 'expert:access')} />;
}

/** /expert/approval: experts flagged as approver only. */
export function ApproverRoute() {
  const user = useAuthStore((s) => s.user);
  if (!can(user, 'answer:decide'))
    return <Navigate to={paths.expert.dashboard.getHref()} replace />;
  return <Outlet />;
}
