import { Badge, Stack, Table, Text } from '@mantine/core';
import type { RankingEntry } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/StackedTable';
import { useMoney } from '../../../i18n/useMoney';

/**
 * One ranking of referrers. Others come as the server shortens them, without money; my own row is marked (below the
 * top ones when I am further down) and my figures are written out in full under the table.
 */
export function RankingTable({ entries, caption }: { entries: RankingEntry[]; caption: string }) {
  const { t } = useTranslation('community');
  const money = useMoney();
  if (entries.length === 0) return <Text c="dimmed">{t('referral.noRanking')}</Text>;
  const mine = entries.find((entry) => entry.is_me);
  return (
    <Stack gap="xs">
      <StackedTable>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('referral.rank')}</Table.Th>
            <Table.Th>{t('referral.name')}</Table.Th>
            <Table.Th>{t('referral.referrals')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.rank} fw={entry.is_me ? 700 : undefined}>
              <Table.Td data-label={t('referral.rank')}>{entry.rank}</Table.Td>
              <Table.Td data-label={t('referral.name')}>
                {entry.display_name || t('referral.anonymous')}{' '}
                {entry.is_me && (
                  <Badge size="xs" variant="light">
                    {t('referral.you')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label={t('referral.referrals')}>{entry.referrals}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      {mine && (
        <Text size="sm">
          {t('referral.myPlace', { rank: mine.rank, count: mine.referrals, paid: money(mine.referral_paid_total ?? 0, 'usd') })}
        </Text>
      )}
    </Stack>
  );
}
