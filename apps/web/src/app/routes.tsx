import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AdminDashboardPage, KeywordCategoriesPage, OutboxPage } from '../features/admin';
import { CreatorSignUpPage, ForgotPasswordPage, LoginPage, LogoutPage, ResetPasswordPage, SignUpPage } from '../features/auth';
import { ErrorPage, RouteErrorPage } from '../features/errors';
import { HomePage } from '../features/home';
import { ChannelUsersPage, InvitePage } from '../features/members';
import { AccountSubscriptionsPage, CheckoutPage, RefundRequestsPage, SandboxCheckoutPage } from '../features/subscriptions';
import { ProfilePage } from '../features/users';
import { ChannelVideosPage, VideoPlaybackPage } from '../features/videos';
import { SubscriptionPlansPage } from '../features/plans';
import { CoursesPage, EditWebinarPage, ManageWebinarsPage, WebinarStagePage } from '../features/webinars';
import { WelcomePage } from '../features/welcome';
import {
  BrowseChannelsPage,
  CategoryPage,
  ChannelDashboardPage,
  ChannelPage,
  CreateChannelPage,
  CurrentChannelDashboardPage,
  EditChannelPage,
  JoinPage,
} from '../features/workspaces';
import { FullModeOnly } from './guards/FullModeOnly';
import { RequireRole } from './guards/RequireRole';
import { UnknownPathRedirect } from './guards/UnknownPathRedirect';
import { AppLayout } from './layout/AppLayout';
import { ROUTE_ROLES } from './routeRoles';

/** Any path not listed: home in full mode, the fixed channel in single-channel mode (spec §2). */
const unknownPath = <UnknownPathRedirect />;

export const routes: RouteObject[] = [
  // The sandbox card provider's hosted page stands alone, without the site's chrome or role guards, as a real
  // provider's page would; anyone holding the session link may pay it.
  {
    path: 'sandbox/checkout/:sessionId',
    element: (
      <Suspense fallback={<PageLoader />}>
        <SandboxCheckoutPage />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
  },
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
      { path: 'video-playback/:id', element: <VideoPlaybackPage /> },
      { path: 'invite/:workspaceId', element: <InvitePage /> },
      {
        path: 'channel',
        children: [
          { path: 'browse', element: <BrowseChannelsPage /> },
          { path: 'category', element: <CategoryPage /> },
          { path: 'search', element: <CategoryPage /> },
          { path: 'videos/:workspaceId', element: <ChannelVideosPage /> },
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
              { path: 'courses', element: <CoursesPage /> },
              { path: 'subscription-plans', element: <SubscriptionPlansPage /> },
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
        children: [
          { path: 'account/profile', element: <ProfilePage /> },
          { path: 'account/subscriptions', element: <AccountSubscriptionsPage /> },
          { path: 'subscription/checkout', element: <CheckoutPage /> },
        ],
      },
      {
        element: <RequireRole allowed={ROUTE_ROLES.webinarManage} />,
        children: [
          { path: 'webinar/manage', element: <ManageWebinarsPage /> },
          { path: 'webinar/edit/:id', element: <EditWebinarPage /> },
          { path: 'webinar/live/:id', element: <WebinarStagePage /> },
          { path: 'webinar/process/:id', element: <WebinarStagePage /> },
        ],
      },
      {
        path: 'admin',
        element: <RequireRole allowed={ROUTE_ROLES.admin} />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'outbox', element: <OutboxPage /> },
          { path: 'refunds', element: <RefundRequestsPage /> },
          { path: 'keywords', element: <KeywordCategoriesPage /> },
          { path: '*', element: unknownPath },
        ],
      },
      { path: '*', element: unknownPath },
    ],
  },
];
