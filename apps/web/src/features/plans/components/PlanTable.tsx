import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StackedTable } from '../../../components/StackedTable';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { usePlanFormat } from '../hooks/usePlanFormat';
import { useUpdatePlan } from '../hooks/usePlans';
import { CarrierPriceEditor } from './CarrierPriceEditor';
import { PlanCurrencySelect } from './PlanCurrencySelect';

function NotApplicable({ label }: { label: string }) {
  return (
    <Text span c="dimmed" aria-label={label}>
      —
    </Text>
  );
}

/**
 * Spec §4: the host disables a plan (status false) and may enable it again; subscribers keep what they bought.
 * Taking a plan off sale asks first: new viewers can no longer buy it, nor the videos only it unlocks.
 */
function StatusButton({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const update = useUpdatePlan(plan.workspace_id);
  const [confirming, confirm] = useDisclosure(false);
  const next = !plan.status;
  const toggle = () =>
    update.mutate(
      { planId: plan.id, body: { status: next } },
      {
        onSuccess: () => {
          confirm.close();
          notifications.show({
            color: 'green',
            message: next ? t('list.enabled', { plan: plan.name }) : t('list.disabled', { plan: plan.name }),
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );
  return (
    <>
      <Button
        variant="light"
        color={plan.status ? 'red' : 'blue'}
        size="compact-sm"
        loading={update.isPending && !confirming}
        onClick={plan.status ? confirm.open : toggle}
        aria-haspopup={plan.status ? 'dialog' : undefined}
        aria-label={plan.status ? t('list.disableNamed', { plan: plan.name }) : t('list.enableNamed', { plan: plan.name })}
      >
        {plan.status ? t('list.disable') : t('list.enable')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={t('list.disableTitle', { plan: plan.name })}
        confirmLabel={t('list.disable')}
        onConfirm={toggle}
        pending={update.isPending}
      >
        {plan.active_subscribers > 0 ? t('list.disableBody', { count: plan.active_subscribers }) : t('list.disableBodyNoSubscribers')}
      </ConfirmDialog>
    </>
  );
}

/**
 * Spec §2: the channel's plans with price, billing, trial, carrier price, status, active subscribers (recurring plans)
 * and purchases. On a phone each plan becomes a card.
 */
export function PlanTable({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation('plans');
  const format = usePlanFormat();
  const columns = {
    name: t('list.columns.name'),
    price: t('list.columns.price'),
    billing: t('list.columns.billing'),
    trial: t('list.columns.trial'),
    carrier: t('list.columns.carrier'),
    status: t('list.columns.status'),
    subscribers: t('list.columns.subscribers'),
    purchases: t('list.columns.purchases'),
  };
  return (
    <StackedTable>
      <Table.Thead>
        <Table.Tr>
          {Object.values(columns).map((label) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
          <Table.Th>
            <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => (
          <Table.Tr key={plan.id} data-testid="plan-row">
            <Table.Td data-label={columns.name}>
              <Text fw={600} size="sm">
                {plan.name}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns.price} style={{ whiteSpace: 'nowrap' }}>
              <Group gap="xs" wrap="nowrap" justify="inherit">
                <Text span size="sm">
                  {format.money(plan.unit_amount, plan.currency)}
                </Text>
                <PlanCurrencySelect plan={plan} />
              </Group>
            </Table.Td>
            <Table.Td data-label={columns.billing}>{format.billing(plan)}</Table.Td>
            <Table.Td data-label={columns.trial}>
              {plan.type === 'RECURRING' && plan.trial_period > 0 ? (
                t('list.trialDays', { count: plan.trial_period })
              ) : (
                <NotApplicable label={t('list.noTrial')} />
              )}
            </Table.Td>
            <Table.Td data-label={columns.carrier}>
              <Group gap={4} wrap="nowrap" justify="inherit">
                {plan.dcb_price === null ? (
                  <Text span size="sm" c="dimmed">
                    {t('carrier.notSet')}
                  </Text>
                ) : (
                  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.carrierMoney(plan.dcb_price)}
                  </Text>
                )}
                <CarrierPriceEditor plan={plan} />
              </Group>
            </Table.Td>
            <Table.Td data-label={columns.status}>
              <Badge variant="outline" color={plan.status ? 'teal' : 'gray'}>
                {plan.status ? t('status.active') : t('status.disabled')}
              </Badge>
            </Table.Td>
            <Table.Td data-label={columns.subscribers}>
              {plan.type === 'RECURRING' ? plan.active_subscribers : <NotApplicable label={t('list.notRecurring')} />}
            </Table.Td>
            <Table.Td data-label={columns.purchases}>{plan.purchasement_count}</Table.Td>
            <Table.Td ta="right">
              <StatusButton plan={plan} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
