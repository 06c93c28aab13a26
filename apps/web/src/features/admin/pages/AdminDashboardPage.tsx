import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

/** The admin landing page; the channel list joins it in a later release. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('adminDashboard.title')}</PageTitle>
      <Text c="dimmed">{t('adminDashboard.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card component={Link} to="/admin/outbox" withBorder padding="lg">
          <Stack gap="xs">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconMail size={20} />
            </ThemeIcon>
            <Text fw={600}>{t('adminDashboard.outboxTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('adminDashboard.outboxDescription')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
