import { Text } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanChooserModal as SubscriptionPlanChooser } from '../../subscriptions';

interface PlanChooserModalProps {
  opened: boolean;
  onClose: () => void;
  activity: Pick<Activity, 'plans' | 'workspace'>;
}

/**
 * Spec §2 and §4: what a tap on a locked video opens: the plans that unlock it, each with its price and ways to pay
 * (the subscriptions feature's chooser). The video names its plans by id only, so the chooser reads the channel's
 * plans and keeps these.
 */
export function PlanChooserModal({ opened, onClose, activity }: PlanChooserModalProps) {
  const { t } = useTranslation('videos');
  const { plans, workspace } = activity;
  const planIds = useMemo(() => plans.map((plan) => plan.id), [plans]);
  return (
    <SubscriptionPlanChooser
      opened={opened}
      onClose={onClose}
      channel={workspace}
      planIds={planIds}
      title={t('planChooser.title')}
      intro={
        <Text>
          {plans.length > 0 ? t('planChooser.intro', { channel: workspace.name }) : t('planChooser.none', { channel: workspace.name })}
        </Text>
      }
    />
  );
}
