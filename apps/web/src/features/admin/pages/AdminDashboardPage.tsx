import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { BannerManager } from '../../banners';
import { AdminChannelsSection } from '../components/AdminChannelsSection';

/** Spec §2 /admin/dashboard: every channel (manage or delete), the home page banners and the outbox. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageTitle>{t('adminDashboard.title')}</PageTitle>
        <Text c="dimmed">{t('adminDashboard.intro')}</Text>
      </Stack>
      <AdminChannelsSection />
      <BannerManager />
      <Card component={Link} to="/admin/keywords" withBorder padding="lg" maw={420}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconTags size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t('adminDashboard.keywordsTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('adminDashboard.keywordsDescription')}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Card component={Link} to="/admin/outbox" withBorder padding="lg" maw={420}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconMail size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t('adminDashboard.outboxTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('adminDashboard.outboxDescription')}
            </Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
