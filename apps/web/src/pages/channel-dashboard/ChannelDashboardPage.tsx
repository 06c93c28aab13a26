import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageTitle } from '../../components/PageTitle';
import { ShareSettingsPanel } from '../../features/analysis';
import { HostingInvoicesSection, HostingPlanPanel } from '../../features/hosting';
import { channelPath } from '../../app/paths';
import {
  ChannelAccessNotice,
  ChannelBanner,
  ChannelLogo,
  DashboardStats,
  DashboardTiles,
  PrivacyBadge,
  PublishReminder,
  useCurrentWorkspace,
  useWorkspace,
} from '../../features/workspaces';

function Dashboard({ channel }: { channel: WorkspaceDetail }) {
  const { t } = useTranslation('workspaces');
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <ChannelBanner url={channel.banner_url} maxHeight={180} />
        <Group p={{ base: 'md', sm: 'lg' }} gap="md" justify="space-between">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <ChannelLogo channel={channel} size={56} radius="md" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <PageTitle fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
                {t('channelDashboard.welcome', { name: channel.name })}
              </PageTitle>
              <Group gap="xs">
                <PrivacyBadge publish={channel.publish} />
              </Group>
            </Stack>
          </Group>
          <Button component={Link} to={channelPath(channel)} variant="light" rightSection={<IconExternalLink size={16} aria-hidden />}>
            {t('channelDashboard.viewChannel')}
          </Button>
        </Group>
      </Paper>
      {!channel.publish && <PublishReminder workspaceId={channel.id} />}
      <DashboardStats channelId={channel.id} />
      <DashboardTiles />
      <ShareSettingsPanel workspaceId={channel.id} />
      <HostingPlanPanel />
      <HostingInvoicesSection />
    </Stack>
  );
}

/** Spec §2 /channel/{id}/dashboard: for the channel's host and admins; opening it makes it the current channel. */
export function ChannelDashboardPage() {
  const { t } = useTranslation('workspaces');
  const { id = '' } = useParams();
  const channel = useWorkspace(id);
  const { setCurrent } = useCurrentWorkspace();
  const manages = channel.data?.my_role === 'host' || channel.data?.my_role === 'admin';
  const channelId = channel.data?.id;

  // Only when this dashboard's channel arrives: a switch made elsewhere while it is still shown must not be undone.
  useEffect(() => {
    if (manages && channelId) setCurrent(channelId);
  }, [manages, channelId, setCurrent]);

  if (channel.isPending) return <PageLoader />;
  if (channel.isError) return <ChannelAccessNotice error={channel.error} />;
  if (!manages) {
    return (
      <Alert color="red" variant="light" title={t('errors:FORBIDDEN')}>
        <Text size="sm">{t('channelDashboard.notYours')}</Text>
      </Alert>
    );
  }
  return <Dashboard channel={channel.data} />;
}
