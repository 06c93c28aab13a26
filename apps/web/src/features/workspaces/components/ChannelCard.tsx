import { Card, Group, Stack, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelBanner } from './ChannelBanner';
import { ChannelLogo } from './ChannelLogo';
import { PrivacyBadge } from './PrivacyBadge';
import { channelPath } from '../../../app/paths';

export function ChannelCard({ channel }: { channel: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  return (
    <Card component={Link} to={channelPath(channel)} withBorder padding="sm" radius="md" data-testid="channel-card">
      <Card.Section>
        <ChannelBanner url={channel.banner_url} />
      </Card.Section>
      <Group gap="sm" mt="sm" wrap="nowrap">
        <ChannelLogo channel={channel} size={40} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {channel.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('channels.followers', { count: channel.follower_count })}
          </Text>
        </Stack>
        {!channel.publish && <PrivacyBadge publish={false} />}
      </Group>
    </Card>
  );
}
