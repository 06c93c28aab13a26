import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';
import { formatDateTime } from '../../../lib/formatDateTime';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { monthLabel, type EarningsRow } from '../lib/earnings';

/** A month's invoices: refunds are struck through and counted against the month (spec §9). */
function InvoiceLines({ row, id }: { row: EarningsRow; id: string }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  return (
    <Stack id={id} component="ul" gap={6} w="100%" m={0} p={0} style={{ listStyle: 'none', textAlign: 'start' }}>
      {row.invoices.map((invoice) => {
        const refunded = invoice.status === 'refunded';
        return (
          <Group key={invoice.id} component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="invoice-line">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(invoice.created, format.language)}
              </Text>
              <Text size="sm" td={refunded ? 'line-through' : undefined}>
                {invoice.plan_name}
              </Text>
              <Badge size="sm" variant="outline" color={refunded ? 'red' : 'teal'}>
                {refunded ? t('earnings.refunded') : t('earnings.paid')}
              </Badge>
            </Group>
            <Text
              size="sm"
              fw={600}
              c={refunded ? 'red.9' : undefined}
              td={refunded ? 'line-through' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {format.money(refunded ? -invoice.amount_paid : invoice.amount_paid, invoice.currency)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Spec §2 earning report by month: net per currency (paid added, refunded subtracted), with the invoices behind it. */
export function EarningsTable({ rows }: { rows: EarningsRow[] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const columns = {
    month: t('earnings.columns.month'),
    currency: t('earnings.columns.currency'),
    net: t('earnings.columns.net'),
    paid: t('earnings.columns.paid'),
    refunded: t('earnings.columns.refunded'),
  };

  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          {Object.values(columns).map((label) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
          <Table.Th>
            <VisuallyHidden>{t('earnings.columns.invoices')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const expanded = open.has(row.key);
          const linesId = `invoices-${row.key}`;
          const month = monthLabel(row.year, row.month, format.language);
          return (
            <Fragment key={row.key}>
              <Table.Tr data-testid="earnings-row">
                <Table.Td data-label={columns.month} style={{ whiteSpace: 'nowrap' }}>
                  <Text fw={600} size="sm">
                    {month}
                  </Text>
                </Table.Td>
                <Table.Td data-label={columns.currency}>{row.currency.toUpperCase()}</Table.Td>
                <Table.Td data-label={columns.net} style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600} c={row.net < 0 ? 'red.9' : undefined}>
                    {format.money(row.net, row.currency)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={columns.paid}>{row.paidCount}</Table.Td>
                <Table.Td data-label={columns.refunded}>{row.refundedCount}</Table.Td>
                <Table.Td ta="right">
                  {row.invoices.length > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => toggle(row.key)}
                      aria-expanded={expanded}
                      aria-controls={expanded ? linesId : undefined}
                      rightSection={expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
                    >
                      {expanded ? t('earnings.hideInvoices') : t('earnings.showInvoices', { count: row.invoices.length })}
                      <VisuallyHidden>{` — ${month} ${row.currency.toUpperCase()}`}</VisuallyHidden>
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
              {expanded && (
                <Table.Tr>
                  <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)">
                    <InvoiceLines row={row} id={linesId} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
