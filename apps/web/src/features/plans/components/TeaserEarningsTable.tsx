import { Table, Text } from '@mantine/core';
import type { TeaserStats } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';

/** Per video: free previews played and the purchases of the channel's plans that followed within the window. */
export function TeaserEarningsTable({ stats }: { stats: TeaserStats }) {
  const { t } = useTranslation('plans');
  const columns = {
    video: t('earningsPage.teasers.columns.video'),
    plays: t('earningsPage.teasers.columns.plays'),
    purchases: t('earningsPage.teasers.columns.purchases', { days: stats.window_days }),
  };
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
        {stats.results.map((video) => (
          <Table.Tr key={video.activity_id} data-testid="teaser-earnings-row">
            <Table.Td data-label={columns.video}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {video.title}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns.plays}>{video.plays}</Table.Td>
            <Table.Td data-label={columns.purchases}>{video.purchases_after}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="teaser-earnings-total">
          <Table.Td data-label={columns.video}>
            <Text size="sm" fw={700}>
              {t('earningsPage.teasers.total')}
            </Text>
          </Table.Td>
          <Table.Td data-label={columns.plays} fw={700}>
            {stats.plays_total}
          </Table.Td>
          <Table.Td data-label={columns.purchases} fw={700}>
            {stats.purchases_after_total}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </StackedTable>
  );
}
