import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useEarnings } from '../hooks/usePlans';
import { chartSeries, earningsRows, reportCurrencies } from '../lib/earnings';
import { EarningsChart } from './EarningsChart';
import { EarningsTable } from './EarningsTable';

/** Spec §2 earning report by month: a chart per currency and the table that carries every figure. */
export function EarningsSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const earnings = useEarnings(workspaceId);

  if (earnings.isPending) return <PageLoader />;
  if (earnings.isError) {
    return (
      <Alert color="red" variant="light" title={t('fetchFailed')}>
        {apiErrorText(earnings.error)}
      </Alert>
    );
  }
  const rows = earningsRows(earnings.data);
  if (rows.length === 0) return <EmptyState icon={IconReceipt} title={t('earnings.empty')} body={t('earnings.emptyBody')} />;
  const currencies = reportCurrencies(earnings.data);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: currencies.length > 1 ? 2 : 1 }} spacing="lg">
        {currencies.map((currency) => (
          <EarningsChart key={currency} currency={currency} points={chartSeries(earnings.data, currency)} />
        ))}
      </SimpleGrid>
      <EarningsTable rows={rows} />
    </Stack>
  );
}
