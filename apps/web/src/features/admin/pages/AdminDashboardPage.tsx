import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconReceiptRefund, IconTags, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { BannerManager } from '../../banners';
import { OffensiveWordsManager } from '../../forum';
import { AdminChannelsSection } from '../components/AdminChannelsSection';
import { SandboxPaymentsNotice } from '../components/SandboxPaymentsNotice';
import { TranscriptionEnginesSection } from '../components/TranscriptionEnginesSection';
import { PATHS } from '../../../app/paths';

/** A card on the admin centre that leads to one of its pages. */
function AdminLinkCard({ to, icon: CardIcon, title, description }: { to: string; icon: Icon; title: string; description: string }) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" maw={420}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * Spec §2 /admin/dashboard: every channel (manage or delete), the home page banners, the forum's word filter, which
 * engine transcribes each spoken language, the outbox and refund requests.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageTitle>{t('adminDashboard.title')}</PageTitle>
        <Text c="dimmed">{t('adminDashboard.intro')}</Text>
      </Stack>
      <SandboxPaymentsNotice />
      <AdminChannelsSection />
      <BannerManager />
      <OffensiveWordsManager />
      <TranscriptionEnginesSection />
      <AdminLinkCard
        to={PATHS.adminKeywords}
        icon={IconTags}
        title={t('adminDashboard.keywordsTitle')}
        description={t('adminDashboard.keywordsDescription')}
      />
      <AdminLinkCard
        to={PATHS.adminOutbox}
        icon={IconMail}
        title={t('adminDashboard.outboxTitle')}
        description={t('adminDashboard.outboxDescription')}
      />
      <AdminLinkCard
        to={PATHS.adminRefunds}
        icon={IconReceiptRefund}
        title={t('adminDashboard.refundsTitle')}
        description={t('adminDashboard.refundsDescription')}
      />
    </Stack>
  );
}
