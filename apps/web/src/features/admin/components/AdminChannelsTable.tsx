import { Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { adminWorkspaceSchema } from '@platform/shared';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ChannelLogo } from '../../workspaces';
import { StackedTable } from '../../../components/StackedTable';
import { channelPath } from '../../../app/paths';

type AdminChannel = z.infer<typeof adminWorkspaceSchema>;

interface AdminChannelsTableProps {
  channels: AdminChannel[];
  onManage: (channel: AdminChannel) => void;
  onDelete: (channel: AdminChannel) => void;
}

/** Spec §2 /admin/dashboard: icon, slug, name, host email, boarding badge and public/private icon per channel. */
export function AdminChannelsTable({ channels, onManage, onDelete }: AdminChannelsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{t('adminChannels.logo')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('adminChannels.slug')}</Table.Th>
          <Table.Th>{t('adminChannels.name')}</Table.Th>
          <Table.Th>{t('adminChannels.hostEmail')}</Table.Th>
          <Table.Th>{t('adminChannels.status')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('adminChannels.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {channels.map((channel) => {
          const visibility = channel.publish ? t('workspaces:channels.public') : t('workspaces:channels.private');
          return (
            <Table.Tr key={channel.id} data-testid="admin-channel-row">
              <Table.Td data-label={t('adminChannels.logo')}>
                <ChannelLogo channel={channel} size={32} />
              </Table.Td>
              <Table.Td data-label={t('adminChannels.slug')}>
                <Text size="sm" ff="monospace">
                  {channel.slug ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('adminChannels.name')}>
                <Text component={Link} to={channelPath(channel)} size="sm" fw={600} c="indigo">
                  {channel.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('adminChannels.hostEmail')} style={{ overflowWrap: 'anywhere' }}>
                {channel.host_email}
              </Table.Td>
              <Table.Td data-label={t('adminChannels.status')}>
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={visibility}>
                    {channel.publish ? (
                      <IconWorld size={18} color="var(--mantine-color-teal-6)" aria-label={visibility} role="img" />
                    ) : (
                      <IconLock size={18} color="var(--mantine-color-gray-6)" aria-label={visibility} role="img" />
                    )}
                  </Tooltip>
                  {channel.boarding && (
                    <Badge variant="light" color="grape">
                      {t('adminChannels.boarding')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button variant="light" size="compact-sm" onClick={() => onManage(channel)}>
                    {t('adminChannels.manage')}
                  </Button>
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDelete(channel)}>
                    {t('actions.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
