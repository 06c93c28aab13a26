import { ActionIcon, Anchor, NavLink, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WorkspaceSummary } from '@platform/shared';
import { IconSearch, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../auth';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useSwitcherWorkspaces } from '../hooks/useSwitcherWorkspaces';
import { ChannelLogo } from './ChannelLogo';
import { channelDashboardPath, PATHS } from '../../../app/paths';

/** Spec §9: the list scrolls past 184px; spec §2: a search box appears with more than 3 channels. */
const LIST_MAX_HEIGHT = 184;
const SEARCH_FROM = 4;

function matches(channel: WorkspaceSummary, search: string): boolean {
  const text = search.trim().toLowerCase();
  return !text || channel.name.toLowerCase().includes(text) || (channel.slug ?? '').includes(text);
}

/**
 * Spec §2: hosts with more than one channel, and admins, switch the channel they manage here. Picking one makes
 * it the current channel and opens its dashboard.
 */
export function ChannelSwitcher() {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const { data: me } = useMe();
  const role = me?.role;
  const list = useSwitcherWorkspaces(role);
  const { id: currentId, setCurrent } = useCurrentWorkspace();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const channels = list.data?.results ?? [];
  if (role !== 'admin' && !(role === 'host' && channels.length > 1)) return null;
  const shown = channels.filter((channel) => matches(channel, search));

  const pick = (channel: WorkspaceSummary) => {
    setCurrent(channel.id);
    close();
    setSearch('');
    navigate(channelDashboardPath(channel));
  };

  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={280} shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={toggle}
          aria-label={t('switcher.open')}
          aria-expanded={opened}
          data-testid="channel-switcher"
        >
          <IconSwitchHorizontal size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={4}>
            {t('switcher.title')}
          </Text>
          {channels.length >= SEARCH_FROM && (
            <TextInput
              aria-label={t('switcher.search')}
              placeholder={t('switcher.search')}
              leftSection={<IconSearch size={14} aria-hidden />}
              size="xs"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-autofocus
            />
          )}
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
            {shown.map((channel) => (
              <NavLink
                key={channel.id}
                component="button"
                type="button"
                label={channel.name}
                active={channel.id === currentId}
                aria-current={channel.id === currentId ? 'true' : undefined}
                leftSection={<ChannelLogo channel={channel} size={24} />}
                onClick={() => pick(channel)}
              />
            ))}
            {shown.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                {t('switcher.noMatch')}
              </Text>
            )}
          </ScrollArea.Autosize>
          {role === 'admin' && (
            <Anchor component={Link} to={PATHS.adminDashboard} size="xs" px={4} onClick={close}>
              {t('switcher.allChannels')}
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
