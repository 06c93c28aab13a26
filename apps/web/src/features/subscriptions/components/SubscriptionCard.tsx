import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CARRIER_CURRENCY, type Subscription } from '@platform/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useMoney } from '../../../i18n/useMoney';
import { usePlanText } from '../hooks/usePlanText';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { canCancel, canRequestRefund, purchaseKind, statusLine } from '../lib/subscriptionStatus';
import type { RefundTarget } from './RefundRequestModal';
import { channelPath } from '../../../app/paths';

/** Labels picked from a value, named in full so the locale check sees every key. */
const ENDED_LABEL = { canceled: 'subscriptions:status.canceled', refunded: 'subscriptions:status.refunded' } as const;
const REFUND_LABEL = {
  pending: 'subscriptions:invoices.refundPending',
  approved: 'subscriptions:invoices.refundApproved',
  rejected: 'subscriptions:invoices.refundRejected',
} as const;
const REFUND_COLOR = { pending: 'yellow', approved: 'green', rejected: 'gray' } as const;
const KIND_LABEL = {
  oneTime: 'subscriptions:type.oneTime',
  card: 'subscriptions:type.card',
  phoneBill: 'subscriptions:type.phoneBill',
  code: 'subscriptions:type.code',
} as const;

interface SubscriptionCardProps {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
  onRequestRefund: (target: RefundTarget) => void;
}

/**
 * One purchase or subscription (spec §4): plan, channel, price, a status line (trial end, next charge, or an ended
 * label), Cancel while it may be cancelled, and each payment with its refund request.
 */
export function SubscriptionCard({ subscription, onCancel, onRequestRefund }: SubscriptionCardProps) {
  const { t } = useTranslation('subscriptions');
  const { language } = useDisplayLanguage();
  const money = useMoney();
  const planText = usePlanText();
  const headingId = useId();
  const { plan, workspace } = subscription;
  const line = statusLine(subscription);
  const date = (iso: string) => formatHongKongDay(iso, language);
  // A carrier-billed plan is charged in HKD at its carrier price.
  const priced =
    subscription.type === 'DCB' && plan.dcb_price !== null ? { ...plan, unit_amount: plan.dcb_price, currency: CARRIER_CURRENCY } : plan;

  let badge: { label: string; color: string };
  let detail: string | null;
  switch (line.kind) {
    case 'trialing':
      badge = { label: t('status.trialing'), color: 'blue' };
      detail = line.trialEnd ? t('status.trialEnds', { date: date(line.trialEnd) }) : null;
      break;
    case 'active':
      badge = { label: t('status.active'), color: 'green' };
      detail = line.nextCharge
        ? t('status.nextCharge', { date: date(line.nextCharge) })
        : t('status.purchasedOn', { date: date(subscription.created_on) });
      break;
    case 'activeUntil':
      badge = { label: t('status.active'), color: 'green' };
      detail = t('status.accessUntil', { date: date(line.until) });
      break;
    default:
      badge = { label: t(ENDED_LABEL[line.status]), color: line.status === 'refunded' ? 'grape' : 'gray' };
      detail = subscription.canceled_at ? t('status.endedOn', { date: date(subscription.canceled_at) }) : null;
  }

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder p="md" radius="md" data-testid="subscription-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Title order={3} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {plan.name}
            </Title>
            <Anchor component={Link} to={channelPath(workspace)} size="sm">
              {workspace.name}
            </Anchor>
          </Stack>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {t(KIND_LABEL[purchaseKind(subscription)])}
            </Badge>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
        </Group>
        <Group justify="space-between" align="center" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{planText.price(priced)}</Text>
            {detail && (
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
          {canCancel(subscription) && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => onCancel(subscription)}
              aria-haspopup="dialog"
              aria-label={t('cancel.buttonFor', { plan: plan.name })}
            >
              {t('cancel.button')}
            </Button>
          )}
        </Group>
        {subscription.invoices.length > 0 && (
          <>
            <Divider />
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('invoices.title')}
              </Text>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {subscription.invoices.map((invoice) => {
                  const amount = money(invoice.amount_paid, invoice.currency);
                  return (
                    <Group component="li" key={invoice.id} justify="space-between" gap="xs" wrap="wrap">
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm">{date(invoice.created)}</Text>
                        <Text size="sm" fw={600}>
                          {amount}
                        </Text>
                        {invoice.status === 'refunded' ? (
                          <Badge size="sm" color="grape" variant="light">
                            {t('invoices.refunded')}
                          </Badge>
                        ) : (
                          <Badge size="sm" color="gray" variant="light">
                            {t('invoices.paid')}
                          </Badge>
                        )}
                        {invoice.refund_request && invoice.status !== 'refunded' && (
                          <Badge size="sm" color={REFUND_COLOR[invoice.refund_request.status]} variant="light">
                            {t(REFUND_LABEL[invoice.refund_request.status])}
                          </Badge>
                        )}
                      </Group>
                      {canRequestRefund(invoice) && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-haspopup="dialog"
                          aria-label={t('invoices.requestRefundFor', { amount, date: date(invoice.created) })}
                          onClick={() =>
                            onRequestRefund({ invoiceId: invoice.id, planName: plan.name, amount, date: date(invoice.created) })
                          }
                        >
                          {t('invoices.requestRefund')}
                        </Button>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
