import { Text } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { PlanChooserModal } from '../../subscriptions';
import { livePath } from '../../../app/paths';

interface LivePlanChooserProps {
  opened: boolean;
  onClose: () => void;
  activity: Pick<Activity, 'id' | 'workspace' | 'can_manage'>;
  /** Only these plans; every plan of the channel on sale when absent. */
  planIds?: readonly string[];
  title: string;
  intro: string;
}

/**
 * The plan chooser of the subscriptions feature, for the room's channel: the locked entry, a sent plan, the upsell.
 * A payment returns to this live room.
 */
export function LivePlanChooser({ opened, onClose, activity, planIds, title, intro }: LivePlanChooserProps) {
  return (
    <PlanChooserModal
      opened={opened}
      onClose={onClose}
      channel={activity.workspace}
      planIds={planIds}
      ownChannel={activity.can_manage}
      returnTo={livePath(activity.id)}
      title={title}
      intro={<Text>{intro}</Text>}
    />
  );
}
