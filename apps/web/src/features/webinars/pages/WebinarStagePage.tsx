import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { StatusChip } from '../components/StatusChip';
import { useWebinar } from '../hooks/useWebinars';

/**
 * Where the manage list sends a live webinar (the live room) or a recorded one (the processing page). Both arrive
 * with their own issues; until then this page says where the webinar stands and leads back to its editor.
 */
export function WebinarStagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('webinars');
  const webinar = useWebinar(id);
  return (
    <Stack gap="lg">
      <PageTitle>{webinar.data?.title.en ?? t('stage.title')}</PageTitle>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm" align="flex-start">
          {webinar.data && <StatusChip status={webinar.data.status} />}
          <Title order={2} fz="h4">
            {t('stage.comingSoon')}
          </Title>
          <Text c="dimmed">{t('stage.body')}</Text>
          <Anchor component={Link} to={`/webinar/edit/${id}`}>
            {t('stage.toEditor')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
