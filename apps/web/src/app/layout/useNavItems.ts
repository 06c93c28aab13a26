import type { Icon } from '@tabler/icons-react';
import { IconCompass, IconLayoutDashboard, IconLayoutGrid, IconLogin, IconLogout, IconShieldCog, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMe } from '../../features/auth';
import { ROUTE_ROLES, isRoleAllowed } from '../routeRoles';
import { PATHS } from '../paths';

export interface NavItem {
  to: string;
  label: string;
  /** A word or two for the phone's bottom bar, contained in `label` so the link's spoken name includes what is shown. */
  shortLabel: string;
  icon: Icon;
  active: boolean;
}

/** The channel-management pages, where "Channel dashboard" is the active entry. */
function isChannelManagement(pathname: string): boolean {
  return /^\/channel\/(dashboard|edit|users|earnings)$/.test(pathname) || /^\/channel\/[^/]+\/dashboard$/.test(pathname);
}

/**
 * Spec §2 navigation: Explore, Browse channels, Manage webinars, Channel dashboard, Admin centre, Login/Logout,
 * each only for roles that may open it.
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const role = me?.role;

  const items: NavItem[] = [
    { to: PATHS.home, label: t('nav.explore'), shortLabel: t('nav.short.explore'), icon: IconCompass, active: pathname === PATHS.home },
    {
      to: PATHS.browseChannels,
      label: t('nav.browseChannels'),
      shortLabel: t('nav.short.browseChannels'),
      icon: IconLayoutGrid,
      active: pathname === PATHS.browseChannels || pathname === PATHS.channelCategory,
    },
  ];
  if (role && isRoleAllowed(ROUTE_ROLES.webinarManage, role)) {
    items.push({
      to: PATHS.manageWebinars,
      label: t('nav.manageWebinars'),
      shortLabel: t('nav.short.manageWebinars'),
      icon: IconVideo,
      active: pathname.startsWith('/webinar'),
    });
  }
  if (role && isRoleAllowed(ROUTE_ROLES.channelManage, role)) {
    items.push({
      to: PATHS.currentChannelDashboard,
      label: t('nav.channelDashboard'),
      shortLabel: t('nav.short.channelDashboard'),
      icon: IconLayoutDashboard,
      active: isChannelManagement(pathname),
    });
  }
  if (role && isRoleAllowed(ROUTE_ROLES.admin, role)) {
    items.push({
      to: PATHS.adminDashboard,
      label: t('nav.adminCentre'),
      shortLabel: t('nav.short.adminCentre'),
      icon: IconShieldCog,
      active: pathname.startsWith('/admin'),
    });
  }
  items.push(
    me
      ? { to: PATHS.logout, label: t('nav.logout'), shortLabel: t('nav.short.logout'), icon: IconLogout, active: false }
      : { to: PATHS.login, label: t('nav.login'), shortLabel: t('nav.short.login'), icon: IconLogin, active: pathname === PATHS.login },
  );
  return items;
}
