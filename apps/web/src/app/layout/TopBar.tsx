import { Group } from '@mantine/core';
import { BackButton } from './BackButton';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { SearchButton } from './SearchButton';

export function TopBar() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <BackButton />
        <Logo />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SearchButton />
        <LanguageSwitch />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
