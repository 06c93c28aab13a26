import { Navigate, type RouteObject } from 'react-router';
import { AdminDashboardPage } from '../features/admin/pages/AdminDashboardPage';
import { OutboxPage } from '../features/admin/pages/OutboxPage';
import { CreatorSignUpPage } from '../features/auth/pages/CreatorSignUpPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { LogoutPage } from '../features/auth/pages/LogoutPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { SignUpPage } from '../features/auth/pages/SignUpPage';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage';
import { ErrorPage } from '../features/errors/pages/ErrorPage';
import { HomePage } from '../features/home/pages/HomePage';
import { ProfilePage } from '../features/users/pages/ProfilePage';
import { ManageWebinarsPage } from '../features/webinars/pages/ManageWebinarsPage';
import { WelcomePage } from '../features/welcome/pages/WelcomePage';
import { RequireRole } from './guards/RequireRole';
import { AppLayout } from './layout/AppLayout';
import { ROUTE_ROLES } from './routeRoles';

/** Full mode: any path not listed goes home (spec §2). */
const toHome = <Navigate to="/" replace />;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'sign-up', element: <SignUpPage /> },
      { path: 'creator-sign-up', element: <CreatorSignUpPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'errors/*', element: <ErrorPage /> },
      {
        element: <RequireRole allowed={ROUTE_ROLES.welcome} />,
        children: [{ path: 'welcome', element: <WelcomePage /> }],
      },
      {
        element: <RequireRole allowed={ROUTE_ROLES.account} />,
        children: [{ path: 'account/profile', element: <ProfilePage /> }],
      },
      {
        element: <RequireRole allowed={ROUTE_ROLES.webinarManage} />,
        children: [{ path: 'webinar/manage', element: <ManageWebinarsPage /> }],
      },
      {
        path: 'admin',
        element: <RequireRole allowed={ROUTE_ROLES.admin} />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'outbox', element: <OutboxPage /> },
          { path: '*', element: toHome },
        ],
      },
      { path: '*', element: toHome },
    ],
  },
];
