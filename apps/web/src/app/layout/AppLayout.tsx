import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useClaimGuestTeaserPlays } from '../../features/auth';
import { BottomNav } from './BottomNav';
import { PageHydratedSignal } from './PageHydratedSignal';
import { SideNav } from './SideNav';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 232;
const FOOTER_HEIGHT = 64;

/**
 * Chrome of every page: top bar, side navigation on wide screens and bottom navigation on narrow ones. Which one shows
 * is the style sheet's choice, not the script's: a page the server rendered (a guest's first visit) is then right at
 * any width before the app runs, and the one not shown is `display: none`, out of reach of assistive tech too.
 */
export function AppLayout() {
  useClaimGuestTeaserPlays();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: FOOTER_HEIGHT, sm: 0 } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Navbar p="sm" visibleFrom="sm">
        <SideNav />
      </AppShell.Navbar>
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* The chrome stays while a page's code loads on first visit. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydratedSignal />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer hiddenFrom="sm">
        <BottomNav />
      </AppShell.Footer>
    </AppShell>
  );
}
