import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WorkspaceDetail } from '@platform/shared';
import { IconCircleCheck, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/useMoney';
import { useChannelPlans } from '../hooks/useChannelPlans';
import { useOwnedPlanIds } from '../hooks/useOwnedPlanIds';
import { PlanChooserModal } from './PlanChooserModal';

/**
 * The channel header's Subscribe button (spec §2), with the starting price beside it (spec §9: the lowest nonzero
 * plan amount, "From US$4.99"); it opens the plan chooser. A viewer who holds every plan on sale reads 'Subscribed'
 * instead, since there is nothing left to buy; the chooser still shows each plan as theirs. The host sees neither.
 */
export function SubscribeButton({ channel }: { channel: Pick<WorkspaceDetail, 'id' | 'name' | 'slug' | 'my_role' | 'starting_price'> }) {
  const { t } = useTranslation('subscriptions');
  const money = useMoney();
  const [opened, chooser] = useDisclosure(false);
  const { plans } = useChannelPlans(channel.id);
  const owned = useOwnedPlanIds();
  if (channel.my_role === 'host') return null;
  const holdsEveryPlan = plans !== undefined && plans.length > 0 && plans.every((plan) => owned.has(plan.id));
  const from =
    channel.starting_price && !holdsEveryPlan
      ? t('chooser.from', { price: money(channel.starting_price.unit_amount, channel.starting_price.currency) })
      : null;
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {holdsEveryPlan ? (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={chooser.open}
            aria-haspopup="dialog"
          >
            {t('chooser.subscribed')}
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconCrown size={16} aria-hidden />} onClick={chooser.open} aria-haspopup="dialog">
            {t('chooser.subscribe')}
          </Button>
        )}
        {from && (
          <Text size="sm" fw={600} c="dimmed" data-testid="starting-price">
            {from}
          </Text>
        )}
      </Group>
      <PlanChooserModal opened={opened} onClose={chooser.close} channel={channel} showChannelLink={false} />
    </>
  );
}
