import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { FollowButton } from '../../features/members';
import { SubscribeButton } from '../../features/subscriptions';
import { ChatLinks } from './ChatLinks';
import { ManageChannelButtons } from './ManageChannelButtons';
import { channelCategoryPath } from '../../app/paths';
import { ChannelBanner, ChannelLogo, useKeywordLabel, PrivacyBadge } from '../../features/workspaces';

/**
 * Spec §2 channel page header: banner, logo, name, keywords, follow and subscribe buttons, chat links. Subscribe
 * (with the starting price) shows only when there is a plan to subscribe to, and opens the plan chooser.
 */
export function ChannelHeader({ channel, hasPlans }: { channel: WorkspaceDetail; hasPlans: boolean }) {
  const { t } = useTranslation('workspaces');
  const keywordLabel = useKeywordLabel();
  const manages = channel.my_role === 'host' || channel.my_role === 'admin';
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ChannelBanner url={channel.banner_url} maxHeight={320} priority />
      <Stack gap="sm" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="center">
          <ChannelLogo channel={channel} size={64} radius="md" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <PageTitle fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {channel.name}
            </PageTitle>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('channels.followers', { count: channel.follower_count })}
              </Text>
              {!channel.publish && <PrivacyBadge publish={false} />}
            </Group>
          </Stack>
        </Group>
        {channel.keywords.length > 0 && (
          <Group gap={6}>
            {channel.keywords.map((keyword) => (
              <Badge
                key={keyword.id}
                component={Link}
                to={channelCategoryPath({ keyword: keyword.keyword })}
                variant="outline"
                style={{ cursor: 'pointer', textTransform: 'none' }}
              >
                {keywordLabel(keyword.keyword)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm">
          <FollowButton channel={channel} />
          {hasPlans && <SubscribeButton channel={channel} />}
          {manages && <ManageChannelButtons channel={channel} />}
        </Group>
        <ChatLinks links={channel.chat_platforms} />
      </Stack>
    </Paper>
  );
}
