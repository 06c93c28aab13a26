import { ActionIcon, Avatar, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconDiscount, IconLogin, IconLogout, IconPlus, IconUser, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../features/auth';
import { usePublicConfig } from '../../features/system';
import { displayNameOf } from '../../features/users';
import { initialsOf } from '../../lib/initials';
import { PATHS } from '../paths';

export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { config } = usePublicConfig();
  const name = me ? displayNameOf(me) : null;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by hidden text, not aria-label: an aria-label would not contain the initials the avatar shows. */}
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" data-testid="profile-menu">
          {name ? (
            <Avatar size={30} color="indigo" alt="" aria-hidden>
              {initialsOf(name)}
            </Avatar>
          ) : (
            <IconUserCircle size={26} aria-hidden />
          )}
          <VisuallyHidden>{t('topBar.accountMenu')}</VisuallyHidden>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {me ? (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark" truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {me.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} aria-hidden />}>
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.accountSubscriptions} leftSection={<IconCreditCard size={16} aria-hidden />}>
              {t('nav.subscriptions')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.accountEvents} leftSection={<IconDiscount size={16} aria-hidden />}>
              {t('nav.discountCentre')}
            </Menu.Item>
            {/* Spec §2 and §6: the 'create channel' entry, full mode only. */}
            {!config.single_channel && (
              <Menu.Item component={Link} to={PATHS.createChannel} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('nav.createChannel')}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to={PATHS.logout} leftSection={<IconLogout size={16} aria-hidden />}>
              {t('nav.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={PATHS.login} leftSection={<IconLogin size={16} aria-hidden />}>
              {t('nav.login')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.signUp} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('nav.signUp')}
            </Menu.Item>
            <Menu.Item component={Link} to={PATHS.accountEvents} leftSection={<IconDiscount size={16} aria-hidden />}>
              {t('nav.discountCentre')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
