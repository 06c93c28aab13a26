import { AppShell, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useClaimGuestTeaserPlays } from '../../features/auth';
import { BottomNav } from './BottomNav';
import { SideNav } from './SideNav';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 232;
const FOOTER_HEIGHT = 64;

/** Chrome of every page: top bar, side navigation on wide screens and bottom navigation on narrow ones. */
export function AppLayout() {
  const theme = useMantineTheme();
  // Read synchronously so only one navigation is ever in the page (no duplicate links for assistive tech).
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  useClaimGuestTeaserPlays();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: FOOTER_HEIGHT, collapsed: isWide }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      {isWide && (
        <AppShell.Navbar p="sm">
          <SideNav />
        </AppShell.Navbar>
      )}
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* The chrome stays while a page's code loads on first visit. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {!isWide && (
        <AppShell.Footer>
          <BottomNav />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
