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
import { ChannelUsersPage } from '../features/members/pages/ChannelUsersPage';
import { InvitePage } from '../features/members/pages/InvitePage';
import { ProfilePage } from '../features/users/pages/ProfilePage';
import { ManageWebinarsPage } from '../features/webinars/pages/ManageWebinarsPage';
import { WelcomePage } from '../features/welcome/pages/WelcomePage';
import { BrowseChannelsPage } from '../features/workspaces/pages/BrowseChannelsPage';
import { CategoryPage } from '../features/workspaces/pages/CategoryPage';
import { ChannelDashboardPage } from '../features/workspaces/pages/ChannelDashboardPage';
import { ChannelPage } from '../features/workspaces/pages/ChannelPage';
import { CreateChannelPage } from '../features/workspaces/pages/CreateChannelPage';
import { CurrentChannelDashboardPage } from '../features/workspaces/pages/CurrentChannelDashboardPage';
import { EditChannelPage } from '../features/workspaces/pages/EditChannelPage';
import { JoinPage } from '../features/workspaces/pages/JoinPage';
import { FullModeOnly } from './guards/FullModeOnly';
import { RequireRole } from './guards/RequireRole';
import { UnknownPathRedirect } from './guards/UnknownPathRedirect';
import { AppLayout } from './layout/AppLayout';
import { ROUTE_ROLES } from './routeRoles';

/** Any path not listed: home in full mode, the fixed channel in single-channel mode (spec §2). */
const unknownPath = <UnknownPathRedirect />;

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
      { path: 'join', element: <JoinPage /> },
      { path: 'invite/:workspaceId', element: <InvitePage /> },
      {
        path: 'channel',
        children: [
          { path: 'browse', element: <BrowseChannelsPage /> },
          { path: 'category', element: <CategoryPage /> },
          { path: 'search', element: <CategoryPage /> },
          {
            element: <FullModeOnly />,
            children: [
              {
                element: <RequireRole allowed={ROUTE_ROLES.createChannel} />,
                children: [{ path: 'create-channel', element: <CreateChannelPage /> }],
              },
            ],
          },
          {
            element: <RequireRole allowed={ROUTE_ROLES.channelManage} />,
            children: [
              { path: 'dashboard', element: <CurrentChannelDashboardPage /> },
              { path: 'edit', element: <EditChannelPage /> },
              { path: 'users', element: <ChannelUsersPage /> },
              { path: ':id/dashboard', element: <ChannelDashboardPage /> },
            ],
          },
          { path: ':idOrSlug', element: <ChannelPage /> },
          { path: '*', element: unknownPath },
        ],
      },
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
          { path: '*', element: unknownPath },
        ],
      },
      { path: '*', element: unknownPath },
    ],
  },
];
