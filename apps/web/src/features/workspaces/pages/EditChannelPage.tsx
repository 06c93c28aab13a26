import { BANNER_MAX_BYTES, LOGO_MAX_BYTES } from '@platform/shared';
import { Container, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { ChannelAccessNotice } from '../components/ChannelAccessNotice';
import { CurrentWorkspaceGate } from '../components/CurrentWorkspaceGate';
import { EditChannelForm } from '../components/EditChannelForm';
import { ImageUploadCard } from '../components/ImageUploadCard';
import { useWorkspace } from '../hooks/useWorkspace';

function EditCurrentChannel({ id }: { id: string }) {
  const channel = useWorkspace(id);
  if (channel.isPending) return <PageLoader />;
  if (channel.isError) return <ChannelAccessNotice error={channel.error} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ImageUploadCard channel={channel.data} kind="logo" maxBytes={LOGO_MAX_BYTES} />
        <ImageUploadCard channel={channel.data} kind="banner" maxBytes={BANNER_MAX_BYTES} />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {/* A switch to another channel starts a fresh form rather than keeping the previous channel's edits. */}
        <EditChannelForm key={channel.data.id} channel={channel.data} />
      </Paper>
    </>
  );
}

/** Spec §2 /channel/edit, for the current channel (admins and its host). */
export function EditChannelPage() {
  const { t } = useTranslation('workspaces');
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('editChannel.title')}</PageTitle>
        <CurrentWorkspaceGate>{(id) => <EditCurrentChannel id={id} />}</CurrentWorkspaceGate>
      </Stack>
    </Container>
  );
}
