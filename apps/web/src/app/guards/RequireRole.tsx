import type { UserRole } from '@platform/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { loginPath, useMe } from '../../features/auth';
import { isRoleAllowed } from '../routeRoles';

/** Guests go to login with a way back; signed-in users without the role go home (spec §2). */
export function RequireRole({ allowed }: { allowed: readonly UserRole[] }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader />;
  if (!me.data) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!isRoleAllowed(allowed, me.data.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
