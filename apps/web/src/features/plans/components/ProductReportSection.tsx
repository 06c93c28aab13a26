import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useProductReport } from '../hooks/usePlans';
import { ProductReportTable } from './ProductReportTable';

export function ProductReportSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const report = useProductReport(workspaceId);
  if (report.isPending) return <PageLoader />;
  if (report.isError) {
    return (
      <Alert color="red" variant="light" title={t('fetchFailed')}>
        {apiErrorText(report.error)}
      </Alert>
    );
  }
  if (report.data.results.length === 0) return <Text c="dimmed">{t('products.empty')}</Text>;
  return <ProductReportTable products={report.data.results} />;
}
