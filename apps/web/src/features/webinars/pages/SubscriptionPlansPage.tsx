import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';

/** The plans page arrives with the plans issue; until then the dashboard tile leads here and says so. */
export function SubscriptionPlansPage() {
  const { t } = useTranslation('webinars');
  return (
    <Stack gap="lg">
      <PageTitle>{t('plans.title')}</PageTitle>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
            <IconCreditCard size={30} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('plans.comingSoon')}
          </Title>
          <Text c="dimmed">{t('plans.comingSoonBody')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
