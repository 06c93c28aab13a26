import type { UserRole } from '@platform/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth';
import { isRoleAllowed } from '../routeRoles';
import { loginPath, PATHS } from '../paths';

/** Guests go to login with a way back; signed-in users without the role go home (spec §2). */
export function RequireRole({ allowed }: { allowed: readonly UserRole[] }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader />;
  if (!me.data) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!isRoleAllowed(allowed, me.data.role)) return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
