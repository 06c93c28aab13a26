import { Accordion, Alert, Group, Stack, Text } from '@mantine/core';
import type { Plan } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useRedeemCodes } from '../hooks/useRedeemCodes';
import { RedeemCodeForm } from './RedeemCodeForm';
import { RedeemCodeTable } from './RedeemCodeTable';

/** Redeem codes per plan: a code gives its plan without payment, to one person or to up to N people. */
export function RedeemCodesSection({ workspaceId, plans }: { workspaceId: string; plans: Plan[] }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const codes = useRedeemCodes(workspaceId);

  if (codes.isPending) return <PageLoader />;
  if (codes.isError) {
    return (
      <Alert color="red" variant="light" title={t('fetchFailed')}>
        {apiErrorText(codes.error)}
      </Alert>
    );
  }
  return (
    <Accordion variant="separated" multiple>
      {plans.map((plan) => {
        const planCodes = codes.data.results.filter((code) => code.plan.id === plan.id);
        return (
          <Accordion.Item key={plan.id} value={plan.id}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
                <Text fw={600} size="sm">
                  {plan.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('redeem.codeCount', { count: planCodes.length })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {plan.status ? (
                  <RedeemCodeForm plan={plan} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('redeem.planDisabled')}
                  </Text>
                )}
                {planCodes.length > 0 ? (
                  <RedeemCodeTable codes={planCodes} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('redeem.none')}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
