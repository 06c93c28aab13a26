import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatMoney, type HostingInvoice } from '@platform/shared';
import { IconExternalLink, IconReceipt } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageNav } from '../../../components/PageNav';
import { StackedTable } from '../../../components/StackedTable';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { displayLocale } from '../../../i18n/displayLocale';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { pageCount } from '../../../lib/pageCount';
import { useMe } from '../../auth';
import { useHostingInvoices } from '../hooks/useHostingInvoices';
import { INVOICE_STATUS, hasReceipts } from '../lib/hostingInvoices';
import { HostingSection } from './HostingSection';
import { planNameKey } from '../lib/hostingPlan';

/** Date, plan, amount and status per invoice; a phone shows each row as a card. The receipt column only when a provider gives one. */
function InvoiceTable({ invoices, labelledBy }: { invoices: HostingInvoice[]; labelledBy: string }) {
  const { t } = useTranslation('hosting');
  const { language } = useDisplayLanguage();
  const withReceipts = hasReceipts(invoices);
  const columns = {
    date: t('invoices.columns.date'),
    plan: t('invoices.columns.plan'),
    amount: t('invoices.columns.amount'),
    status: t('invoices.columns.status'),
    receipt: t('invoices.columns.receipt'),
  };
  return (
    <StackedTable aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.date}</Table.Th>
          <Table.Th>{columns.plan}</Table.Th>
          <Table.Th>{columns.amount}</Table.Th>
          <Table.Th>{columns.status}</Table.Th>
          {withReceipts && <Table.Th>{columns.receipt}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => {
          const day = formatHongKongDay(invoice.created, language);
          const nameKey = planNameKey(invoice.plan_key);
          const status = INVOICE_STATUS[invoice.status];
          return (
            <Table.Tr key={invoice.id} data-testid="hosting-invoice-row">
              <Table.Td data-label={columns.date} style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={invoice.created}>{day}</time>
              </Table.Td>
              <Table.Td data-label={columns.plan}>{nameKey ? t(nameKey) : invoice.plan_key}</Table.Td>
              <Table.Td data-label={columns.amount} style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} td={invoice.status === 'refunded' ? 'line-through' : undefined}>
                  {formatMoney(invoice.amount, invoice.currency, displayLocale(language))}
                </Text>
              </Table.Td>
              <Table.Td data-label={columns.status}>
                <Badge variant="outline" color={status.color}>
                  {t(status.label)}
                </Badge>
              </Table.Td>
              {withReceipts && (
                <Table.Td data-label={columns.receipt}>
                  {invoice.receipt_url ? (
                    <Anchor
                      href={invoice.receipt_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      aria-label={t('invoices.viewReceiptFor', { date: day })}
                    >
                      <Group component="span" gap={4} wrap="nowrap">
                        {t('invoices.viewReceipt')}
                        <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('invoices.noReceipt')}
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}

/**
 * The signed-in host's hosting-fee invoices (GET /api/hosting/invoices), newest first, ten a page: when each was made
 * (Hong Kong day), for which plan, how much and whether it was paid, refunded, refused or is still open. Admins, whom
 * no hosting plan bills, do not get it.
 */
export function HostingInvoicesSection() {
  const { t } = useTranslation('hosting');
  const headingId = useId();
  const apiErrorText = useApiErrorText();
  const me = useMe();
  const isHost = Boolean(me.data) && me.data?.role !== 'admin';
  const [page, setPage] = useState(1);
  const invoices = useHostingInvoices(page, { enabled: isHost });
  if (!isHost) return null;

  let body: ReactNode;
  if (invoices.isError) {
    body = (
      <Alert color="red" variant="light">
        {apiErrorText(invoices.error)}
      </Alert>
    );
  } else if (invoices.isPending) {
    body = <Skeleton h={96} />;
  } else if (invoices.data.results.length === 0) {
    body = <EmptyState icon={IconReceipt} title={t('invoices.empty')} body={t('invoices.emptyBody')} />;
  } else {
    body = (
      <Stack gap="sm">
        <InvoiceTable invoices={invoices.data.results} labelledBy={headingId} />
        <PageNav total={pageCount(invoices.data)} page={page} onChange={setPage} />
      </Stack>
    );
  }
  return (
    <HostingSection headingId={headingId} icon={IconReceipt} title={t('invoices.title')} testId="hosting-invoices">
      {body}
    </HostingSection>
  );
}
