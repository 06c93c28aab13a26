import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelPath } from '../../workspaces';
import { PlanList } from './PlanList';

interface PlanChooserModalProps {
  opened: boolean;
  onClose: () => void;
  activity: Pick<Activity, 'plans' | 'workspace'>;
}

/**
 * Spec §2 and §4: what a tap on a locked video opens. It lists the plans that unlock the video and sends the viewer
 * to the channel's plans, where buying arrives with the plans module; a host without plans is said to have none yet.
 */
export function PlanChooserModal({ opened, onClose, activity }: PlanChooserModalProps) {
  const { t } = useTranslation('videos');
  const { plans, workspace } = activity;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('planChooser.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        {plans.length > 0 ? (
          <>
            <Text>{t('planChooser.intro', { channel: workspace.name })}</Text>
            <PlanList plans={plans} />
          </>
        ) : (
          <Text>{t('planChooser.none', { channel: workspace.name })}</Text>
        )}
        <Button component={Link} to={`${channelPath(workspace)}#plans`} onClick={onClose}>
          {t('planChooser.seePlans')}
        </Button>
      </Stack>
    </Modal>
  );
}
