import { USER_ROLES } from '@platform/shared';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AdminDashboardPage, KeywordCategoriesPage, OutboxPage } from '../features/admin';
import { ProcessErrorPage, ProcessPage } from '../features/analysis';
import { CreatorSignUpPage, ForgotPasswordPage, LoginPage, LogoutPage, ResetPasswordPage, SignUpPage } from '../features/auth';
import { ErrorPage, RouteErrorPage } from '../features/errors';
import { ForumPage, ThreadPage } from '../features/forum';
import { CslFinanceEventPage, DiscountCentrePage, ReferralPage } from '../features/community';
import { LiveRoomPage } from '../features/live';
import { ChannelUsersPage, InvitePage } from '../features/members';
import { AccountSubscriptionsPage, CheckoutPage, RefundRequestsPage, SandboxCheckoutPage } from '../features/subscriptions';
import { ProfilePage } from '../features/users';
import { EarningsPage, SubscriptionPlansPage } from '../features/plans';
import { CoursesPage, EditWebinarPage, ManageWebinarsPage } from '../features/webinars';
import { WelcomePage } from '../features/welcome';
import { BrowseChannelsPage, CategoryPage, CreateChannelPage, EditChannelPage, JoinPage } from '../features/workspaces';
// Pages that compose several features: the layer above the features.
import { ChannelPage, channelPreload } from '../pages/channel';
import { ChannelDashboardPage, CurrentChannelDashboardPage } from '../pages/channel-dashboard';
import { ChannelVideosPage } from '../pages/channel-videos';
import { HomePage, homePreload } from '../pages/home';
import { VideoPlaybackPage, videoPlaybackPreload } from '../pages/video-playback';
import { FullModeOnly } from './guards/FullModeOnly';
import { RequireRole } from './guards/RequireRole';
import { UnknownPathRedirect } from './guards/UnknownPathRedirect';
import { AppLayout } from './layout/AppLayout';
import { ROUTE_ROLES } from './routeRoles';
import type { RouteHandle } from './routePreload';

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
  // The live room is full screen, without the site's navigation (spec §2); viewers join lives too, so any signed-in
  // role may open it, and the room itself decides who may do what.
  {
    element: <RequireRole allowed={USER_ROLES} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'webinar/live/:id',
        element: (
          <Suspense fallback={<PageLoader />}>
            <LiveRoomPage />
          </Suspense>
        ),
      },
    ],
  },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage />, handle: { preload: homePreload } satisfies RouteHandle },
      { path: 'sign-up', element: <SignUpPage /> },
      { path: 'creator-sign-up', element: <CreatorSignUpPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'errors/*', element: <ErrorPage /> },
      { path: 'join', element: <JoinPage /> },
      { path: 'video-playback/:id', element: <VideoPlaybackPage />, handle: { preload: videoPlaybackPreload } satisfies RouteHandle },
      { path: 'invite/:workspaceId', element: <InvitePage /> },
      // Guests and viewers without a plan open these too: the pages show them what would open the forum (spec §6).
      { path: 'thread/:threadId', element: <ThreadPage /> },
      // Guests see the events; the achievement and coupon tabs ask them to log in (spec §2).
      { path: 'account/events', element: <DiscountCentrePage /> },
      {
        path: 'channel',
        children: [
          { path: 'browse', element: <BrowseChannelsPage /> },
          { path: 'category', element: <CategoryPage /> },
          { path: 'search', element: <CategoryPage /> },
          { path: 'videos/:workspaceId', element: <ChannelVideosPage /> },
          { path: 'forum/:workspaceId', element: <ForumPage /> },
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
              { path: 'earnings', element: <EarningsPage /> },
              { path: ':id/dashboard', element: <ChannelDashboardPage /> },
            ],
          },
          { path: ':idOrSlug', element: <ChannelPage />, handle: { preload: channelPreload } satisfies RouteHandle },
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
          { path: 'account/events/referral', element: <ReferralPage /> },
          { path: 'events/csl-finance', element: <CslFinanceEventPage /> },
          { path: 'subscription/checkout', element: <CheckoutPage /> },
        ],
      },
      {
        element: <RequireRole allowed={ROUTE_ROLES.webinarManage} />,
        children: [
          { path: 'webinar/manage', element: <ManageWebinarsPage /> },
          { path: 'webinar/edit/:id', element: <EditWebinarPage /> },
          { path: 'webinar/process/:id', element: <ProcessPage /> },
          { path: 'webinar/process/:id/error', element: <ProcessErrorPage /> },
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
