import { SimpleGrid, Stack } from '@mantine/core';
import type { EarningsReport } from '@platform/shared';
import { chartSeries, earningsRows, reportCurrencies } from '../lib/earnings';
import { EarningsChart } from './EarningsChart';
import { EarningsTable } from './EarningsTable';

/** Spec §2 earning report by month: a chart per currency and the table that carries every figure. */
export function EarningsByMonth({ report }: { report: EarningsReport }) {
  const currencies = reportCurrencies(report);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: currencies.length > 1 ? 2 : 1 }} spacing="lg">
        {currencies.map((currency) => (
          <EarningsChart key={currency} currency={currency} points={chartSeries(report, currency)} />
        ))}
      </SimpleGrid>
      <EarningsTable rows={earningsRows(report)} />
    </Stack>
  );
}
