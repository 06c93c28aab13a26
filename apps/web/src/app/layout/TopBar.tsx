import { BRANDS_WITHOUT_SEARCH } from '@platform/shared';
import { Box, Group } from '@mantine/core';
import { usePublicConfig } from '../../features/system';
import { ChannelSwitcher, CurrentChannelButton } from '../../features/workspaces';
import { BackButton } from './BackButton';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { SearchButton } from './SearchButton';

export function TopBar() {
  const { config } = usePublicConfig();
  // Spec §1: one brand variant hides the search icon.
  const withSearch = !BRANDS_WITHOUT_SEARCH.includes(config.brand);
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <BackButton />
        <Logo />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Box visibleFrom="md">
          <CurrentChannelButton />
        </Box>
        <ChannelSwitcher />
        {withSearch && <SearchButton />}
        <LanguageSwitch />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
