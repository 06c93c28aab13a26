import { Table, Text } from '@mantine/core';
import type { EarningsReport } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { byCurrency } from '../lib/earnings';

/** All-time earnings per plan and currency: payments, refunds (count and amount) and the net. */
export function PlanEarningsTable({ plans }: { plans: EarningsReport['plans'] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const columns = {
    plan: t('earningsPage.byPlan.columns.plan'),
    currency: t('earningsPage.byPlan.columns.currency'),
    payments: t('earningsPage.byPlan.columns.payments'),
    refunds: t('earningsPage.byPlan.columns.refunds'),
    net: t('earningsPage.byPlan.columns.net'),
  };
  const rows = [...plans].sort((a, b) => byCurrency(a.currency, b.currency) || b.net_amount - a.net_amount);
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          {Object.values(columns).map((label) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((plan) => (
          <Table.Tr key={`${plan.plan_id}-${plan.currency}`} data-testid="plan-earnings-row">
            <Table.Td data-label={columns.plan}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {plan.plan_name}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns.currency}>{plan.currency.toUpperCase()}</Table.Td>
            <Table.Td data-label={columns.payments} style={{ whiteSpace: 'nowrap' }}>
              {`${plan.payment_count} · ${format.money(plan.gross_amount, plan.currency)}`}
            </Table.Td>
            <Table.Td data-label={columns.refunds} style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" c={plan.refunded_count > 0 ? 'red.9' : undefined}>
                {`${plan.refunded_count} · ${format.money(plan.refunded_amount, plan.currency)}`}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns.net} style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={600}>
                {format.money(plan.net_amount, plan.currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
