import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { CurrentWorkspaceGate, useWorkspace } from '../../workspaces';
import { paymentsCsvPath } from '../api';
import { EarningsByMonth } from '../components/EarningsByMonth';
import { EarningsTotals } from '../components/EarningsTotals';
import { PlanEarningsTable } from '../components/PlanEarningsTable';
import { PlansSection } from '../components/PlansSection';
import { TeaserEarningsTable } from '../components/TeaserEarningsTable';
import { useEarnings } from '../hooks/usePlans';
import { useTeaserStats } from '../hooks/useTeaserStats';

function ChannelEarnings({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const channel = useWorkspace(workspaceId);
  const earnings = useEarnings(workspaceId);
  const teasers = useTeaserStats(workspaceId);
  const hasPayments = (earnings.data?.totals.length ?? 0) > 0;

  return (
    <>
      <Group justify="space-between" gap="sm">
        {channel.data && <Text c="dimmed">{channel.data.name}</Text>}
        {/* A CSV of no payments is nothing to download: the button comes with the first payment. */}
        {hasPayments && (
          <Button
            component="a"
            href={paymentsCsvPath(workspaceId)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('earningsPage.download')}
          </Button>
        )}
      </Group>
      {earnings.isPending && <PageLoader />}
      {earnings.isError && (
        <Alert color="red" variant="light" title={t('fetchFailed')}>
          {apiErrorText(earnings.error)}
        </Alert>
      )}
      {earnings.data && !hasPayments && <EmptyState icon={IconReceipt} title={t('earnings.empty')} body={t('earnings.emptyBody')} />}
      {earnings.data && hasPayments && (
        <>
          <PlansSection title={t('earningsPage.totals.title')}>
            <EarningsTotals totals={earnings.data.totals} />
          </PlansSection>
          <PlansSection title={t('earnings.title')} intro={t('earnings.intro')}>
            <EarningsByMonth report={earnings.data} />
          </PlansSection>
          <PlansSection title={t('earningsPage.byPlan.title')}>
            <PlanEarningsTable plans={earnings.data.plans} />
          </PlansSection>
        </>
      )}
      {/* Free previews are counted whether or not anything was bought yet. */}
      {teasers.data && teasers.data.results.length > 0 && (
        <PlansSection title={t('earningsPage.teasers.title')} intro={t('earningsPage.teasers.intro', { days: teasers.data.window_days })}>
          <TeaserEarningsTable stats={teasers.data} />
        </PlansSection>
      )}
    </>
  );
}

/**
 * The current channel's earnings, reached from its dashboard: totals per currency with refunds, the months (chart and
 * table), each plan's share, and the payments as a CSV download.
 */
export function EarningsPage() {
  const { t } = useTranslation('plans');
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <PageTitle>{t('earningsPage.title')}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('earningsPage.intro')}
          </Text>
        </Stack>
        <CurrentWorkspaceGate>{(workspaceId) => <ChannelEarnings workspaceId={workspaceId} />}</CurrentWorkspaceGate>
      </Stack>
    </Container>
  );
}
