import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WorkspaceDetail } from '@platform/shared';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../i18n/useMoney';
import { PlanChooserModal } from './PlanChooserModal';

/**
 * The channel header's Subscribe button (spec §2), with the starting price beside it (spec §9: the lowest nonzero
 * plan amount, "From US$4.99"); it opens the plan chooser. The host sees neither.
 */
export function SubscribeButton({ channel }: { channel: Pick<WorkspaceDetail, 'id' | 'name' | 'slug' | 'my_role' | 'starting_price'> }) {
  const { t } = useTranslation('subscriptions');
  const money = useMoney();
  const [opened, chooser] = useDisclosure(false);
  if (channel.my_role === 'host') return null;
  const from = channel.starting_price
    ? t('chooser.from', { price: money(channel.starting_price.unit_amount, channel.starting_price.currency) })
    : null;
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button variant="light" leftSection={<IconCrown size={16} aria-hidden />} onClick={chooser.open} aria-haspopup="dialog">
          {t('chooser.subscribe')}
        </Button>
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
