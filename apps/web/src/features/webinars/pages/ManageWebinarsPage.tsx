import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { SetupChecklist } from '../../workspaces';

/** Where hosts land after login: first the new channel's set-up checklist; the webinar list arrives in a later issue. */
export function ManageWebinarsPage() {
  const { t } = useTranslation('webinars');
  return (
    <Stack gap="lg">
      <PageTitle>{t('manageWebinars.title')}</PageTitle>
      <SetupChecklist />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
            <IconVideo size={30} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('manageWebinars.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('manageWebinars.emptyBody')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
