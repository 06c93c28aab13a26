import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowButton } from '../../members';
import { ChannelLogo, useWorkspace } from '../../workspaces';
import { channelPath } from '../../../app/paths';

/**
 * Spec §2: the channel of the video, with its logo, name, link and follow button. The button needs the caller's
 * role in the channel, which only the channel's own record carries, so it appears once that has arrived.
 */
export function VideoChannelCard({ workspace }: { workspace: Activity['workspace'] }) {
  const { t } = useTranslation('videos');
  const channel = useWorkspace(workspace.id);
  const path = channelPath(workspace);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ChannelLogo channel={workspace} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* Wrapped, not cut: a bilingual name's second half ("Cantonese for Beginners 廣東話入門") is the part a
                Chinese reader needs. */}
            <Anchor component={Link} to={path} fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {workspace.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('playback.channel')}
            </Text>
          </Stack>
        </Group>
        {channel.data && <FollowButton channel={channel.data} />}
      </Group>
    </Paper>
  );
}
