import { Container, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { CreateChannelForm } from '../components/CreateChannelForm';

/** Spec §2 /channel/create-channel: any signed-in user, full mode only; the creator becomes the channel's host. */
export function CreateChannelPage() {
  const { t } = useTranslation('workspaces');
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('createChannel.title')}</PageTitle>
        <Text c="dimmed">{t('createChannel.intro')}</Text>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <CreateChannelForm />
        </Paper>
      </Stack>
    </Container>
  );
}
