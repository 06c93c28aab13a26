import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Plan } from '@platform/shared';
import { IconCircleCheck, IconDeviceMobile, IconGift, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SanitizedHtml } from '../../../components/SanitizedHtml';
import { usePlanText } from '../hooks/usePlanText';
import { planTrial } from '../lib/trialOffer';
import { TrialUsedNote } from './TrialUsedNote';
import { checkoutPath, PATHS } from '../../../app/paths';

interface PlanCardProps {
  plan: Plan;
  /** The host's own channel: plans are shown, never sold to them (spec §6). */
  ownChannel: boolean;
  onPayByPhone: (plan: Plan) => void;
  /** Where a card payment returns to: the item the viewer wanted (a video, a live), or the page the card is on. */
  returnTo: string;
  /** The viewer holds this plan already: it says so instead of selling it again. */
  owned?: boolean;
  /**
   * When the viewer had this channel's one free trial (null: not yet, or a guest; undefined: not known yet): a plan's
   * trial is then not offered, and the card says why beside the full price.
   */
  trialUsedOn: string | null | undefined;
  /** The channel page shows the plan's description; the chooser keeps to name, price and buttons. */
  withDescription?: boolean;
  headingLevel?: 'h3' | 'h4';
}

/**
 * One plan on offer: name, price and interval, trial, and the ways to pay (spec §2 plan chooser): the card checkout,
 * and the phone bill when the host set a carrier price.
 */
export function PlanCard({
  plan,
  ownChannel,
  onPayByPhone,
  returnTo,
  owned = false,
  trialUsedOn,
  withDescription = false,
  headingLevel = 'h3',
}: PlanCardProps) {
  const { t } = useTranslation('subscriptions');
  const text = usePlanText();
  const trial = planTrial(plan, trialUsedOn);
  const carrierPrice = text.carrierPrice(plan);
  const buyLabel = plan.type === 'RECURRING' ? t('planCard.subscribe') : t('planCard.buy');

  return (
    <Paper component="article" withBorder p="md" radius="md" h="100%" data-testid="plan-card">
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text component={headingLevel} fw={700} fz="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
              {plan.name}
            </Text>
            <Badge variant="light" color={plan.type === 'RECURRING' ? 'indigo' : 'gray'} style={{ flexShrink: 0 }}>
              {plan.type === 'RECURRING' ? t('planCard.recurring') : t('planCard.oneTimeBadge')}
            </Badge>
          </Group>
          <Text fw={600} fz="xl">
            {text.price(plan)}
          </Text>
          {trial?.kind === 'offered' && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconGift size={16} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" fw={500}>
                {text.trial(plan)}
              </Text>
            </Group>
          )}
          {trial?.kind === 'used' && <TrialUsedNote usedOn={trial.on} />}
        </Stack>
        {withDescription && plan.description && <SanitizedHtml html={plan.description} />}
        {!ownChannel && owned && (
          <Group gap={6} mt="auto" wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
            <Anchor component={Link} to={PATHS.accountSubscriptions} size="sm" fw={600}>
              {t('planCard.owned')}
            </Anchor>
          </Group>
        )}
        {!ownChannel && !owned && (
          <Stack gap="xs" mt="auto">
            <Button
              component={Link}
              to={checkoutPath(plan, returnTo)}
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              aria-label={t('planCard.forPlan', { action: buyLabel, plan: plan.name })}
              fullWidth
            >
              {buyLabel}
            </Button>
            {carrierPrice && (
              <Button
                variant="light"
                leftSection={<IconDeviceMobile size={16} aria-hidden />}
                onClick={() => onPayByPhone(plan)}
                aria-haspopup="dialog"
                aria-label={t('planCard.forPlan', { action: t('planCard.payByPhone', { price: carrierPrice }), plan: plan.name })}
                fullWidth
              >
                {t('planCard.payByPhone', { price: carrierPrice })}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
