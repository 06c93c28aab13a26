import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import type { Coupon } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { StackedTable } from '../../../components/StackedTable';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatPostedAt } from '../../../lib/formatDateTime';
import { useMyCoupons } from '../hooks/useAchievements';

const STATUS_COLOUR: Record<Coupon['status'], string> = { available: 'green', used: 'gray', expired: 'red', withdrawn: 'orange' };

/** The MY_COUPON tab: coupons and redeem codes given to me, each with its status. */
export function CouponList() {
  const { t } = useTranslation('community');
  const { language } = useDisplayLanguage();
  const apiErrorText = useApiErrorText();
  const coupons = useMyCoupons(true);
  if (coupons.isPending) return <PageLoader />;
  if (coupons.isError) return <Alert color="red">{apiErrorText(coupons.error)}</Alert>;
  if (coupons.data.results.length === 0) return <Text c="dimmed">{t('coupons.empty')}</Text>;
  return (
    <Stack gap="sm">
      <StackedTable>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('coupons.code')}</Table.Th>
            <Table.Th>{t('coupons.what')}</Table.Th>
            <Table.Th>{t('coupons.status')}</Table.Th>
            <Table.Th>{t('coupons.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.data.results.map((coupon) => (
            <Table.Tr key={coupon.id}>
              <Table.Td data-label={t('coupons.code')}>
                <Text ff="monospace">{coupon.code}</Text>
              </Table.Td>
              <Table.Td data-label={t('coupons.what')}>
                {coupon.kind === 'coupon'
                  ? t('coupons.percentOff', { percent: coupon.percent_off })
                  : t('coupons.redeemCode', { plan: coupon.plan_name })}
              </Table.Td>
              <Table.Td data-label={t('coupons.status')}>
                <Badge color={STATUS_COLOUR[coupon.status]} variant="light">
                  {t(`coupons.statuses.${coupon.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-label={t('coupons.expires')}>
                {coupon.expires_at ? formatPostedAt(coupon.expires_at, language) : t('coupons.noExpiry')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      {coupons.data.results.some((coupon) => coupon.kind === 'coupon') && (
        <Text size="sm" c="dimmed">
          {t('coupons.useAtCheckout')}
        </Text>
      )}
    </Stack>
  );
}
