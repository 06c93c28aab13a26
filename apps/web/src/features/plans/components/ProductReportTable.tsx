import { Badge, Table, Text } from '@mantine/core';
import type { productReportSchema } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StackedTable } from '../../../components/StackedTable';
import { usePlanFormat } from '../hooks/usePlanFormat';

type Product = z.infer<typeof productReportSchema>['results'][number];

/** GET /api/products: how often each plan sold and how many subscribers a recurring plan has now. */
export function ProductReportTable({ products }: { products: Product[] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const columns = {
    name: t('products.columns.name'),
    type: t('products.columns.type'),
    price: t('products.columns.price'),
    purchases: t('products.columns.purchases'),
    subscribers: t('products.columns.subscribers'),
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
        {products.map((product) => (
          <Table.Tr key={product.id} data-testid="product-row">
            <Table.Td data-label={columns.name}>
              <Text span fw={600} size="sm">
                {product.name}
              </Text>
              {!product.status && (
                <Badge ml="xs" size="sm" variant="outline" color="gray">
                  {t('status.disabled')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td data-label={columns.type}>{format.planType(product.type)}</Table.Td>
            <Table.Td data-label={columns.price} style={{ whiteSpace: 'nowrap' }}>
              {format.money(product.unit_amount, product.currency)}
            </Table.Td>
            <Table.Td data-label={columns.purchases}>{product.purchasement_count}</Table.Td>
            <Table.Td data-label={columns.subscribers}>
              {product.type === 'RECURRING' ? (
                product.active_subscribers
              ) : (
                <Text span c="dimmed" aria-label={t('list.notRecurring')}>
                  —
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
