import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EarningsTotal } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { byCurrency } from '../lib/earnings';

/** One card per currency (HKD is never added to USD): the net, what was paid, and what was given back. */
export function EarningsTotals({ totals }: { totals: EarningsTotal[] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {[...totals]
        .sort((a, b) => byCurrency(a.currency, b.currency))
        .map((total) => {
          const label = t('earningsPage.totals.net', { currency: total.currency.toUpperCase() });
          return (
            <Paper key={total.currency} component="article" aria-label={label} withBorder radius="md" p="md" data-testid="earnings-total">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fz={28} fw={700} c={total.net_amount < 0 ? 'red.9' : undefined}>
                  {format.money(total.net_amount, total.currency)}
                </Text>
                <Text size="sm">
                  {t('earningsPage.totals.gross', { count: total.payment_count, amount: format.money(total.gross_amount, total.currency) })}
                </Text>
                <Text size="sm" c={total.refunded_count > 0 ? 'red.9' : 'dimmed'}>
                  {total.refunded_count > 0
                    ? t('earningsPage.totals.refunds', {
                        count: total.refunded_count,
                        amount: format.money(total.refunded_amount, total.currency),
                      })
                    : t('earningsPage.totals.noRefunds')}
                </Text>
              </Stack>
            </Paper>
          );
        })}
    </SimpleGrid>
  );
}
