import { Text } from '@mantine/core';
import { LIVE_ZONE_STATUSES, type Activity, type ActivityStatus } from '@platform/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanChooserModal as SubscriptionPlanChooser } from '../../subscriptions';
import { livePath, videoPath } from '../../../app/paths';

interface PlanChooserModalProps {
  opened: boolean;
  onClose: () => void;
  activity: Pick<Activity, 'id' | 'plans' | 'workspace' | 'status'>;
}

/**
 * Spec §2 and §4: what a tap on a locked video (or a locked live's card) opens: the plans that unlock it, each with its price and ways to pay
 * (the subscriptions feature's chooser). The video names its plans by id only, so the chooser reads the channel's
 * plans and keeps these. A payment returns to the video (or the live room), wherever the chooser was opened.
 */
export function PlanChooserModal({ opened, onClose, activity }: PlanChooserModalProps) {
  const { t } = useTranslation('videos');
  const { workspace } = activity;
  const plans = useMemo(() => activity.plans.filter((plan) => plan.on_sale), [activity.plans]);
  // A live's card opens this chooser too: it is a live webinar the plans give access to, not a video.
  const isLive = (LIVE_ZONE_STATUSES as readonly ActivityStatus[]).includes(activity.status);
  const planIds = useMemo(() => plans.map((plan) => plan.id), [plans]);
  return (
    <SubscriptionPlanChooser
      opened={opened}
      onClose={onClose}
      channel={workspace}
      planIds={planIds}
      returnTo={isLive ? livePath(activity.id) : videoPath(activity.id)}
      title={t('planChooser.title')}
      intro={
        <Text>
          {plans.length === 0
            ? t('planChooser.none', { channel: workspace.name })
            : isLive
              ? t('planChooser.introLive', { channel: workspace.name })
              : t('planChooser.intro', { channel: workspace.name })}
        </Text>
      }
    />
  );
}
