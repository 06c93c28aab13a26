import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useWorkspace } from '../../workspaces';
import { ForumAccessNotice } from '../components/ForumAccessNotice';
import { ForumBoard } from '../components/ForumBoard';
import { channelPath } from '../../../app/paths';

/** Spec §2 /channel/forum/{workspaceId}: the channel's whole forum, paged. */
export function ForumPage() {
  const { t } = useTranslation('forum');
  const { workspaceId = '' } = useParams();
  const workspace = useWorkspace(workspaceId);
  if (workspace.isPending) return <PageLoader />;
  if (workspace.isError) return <ForumAccessNotice error={workspace.error} />;
  const channel = workspace.data;
  return (
    <Stack gap="lg" maw={900} mx="auto" w="100%">
      <Stack gap={4}>
        <PageTitle>{t('page.title', { channel: channel.name })}</PageTitle>
        <Text c="dimmed">
          <Anchor component={Link} to={channelPath(channel)}>
            {t('page.backToChannel', { channel: channel.name })}
          </Anchor>
        </Text>
      </Stack>
      <ForumBoard channel={channel} variant="page" />
    </Stack>
  );
}
