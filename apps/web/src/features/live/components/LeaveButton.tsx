import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveSession } from '../hooks/liveSession';
import { useEndWebinar } from '../hooks/useEndWebinar';
import { controlsRoom } from '../lib/roles';
import { ToolbarButton } from './ToolbarButton';
import { channelPath, PATHS } from '../../../app/paths';

/** Leave the room; the host (or an admin) chooses between leaving and ending the webinar for everyone (spec §4). */
export function LeaveButton() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const { activity, role } = useLiveSession();
  const [asking, ask] = useDisclosure(false);
  const { end, ending } = useEndWebinar();
  const hosting = controlsRoom(role);
  const leave = () => void navigate(hosting ? PATHS.manageWebinars : channelPath(activity.workspace));

  return (
    <>
      <ToolbarButton
        label={t('toolbar.leave')}
        icon={<IconDoorExit size={20} aria-hidden />}
        color="red"
        haspopup={hosting}
        onClick={hosting ? ask.open : leave}
      />
      <Modal opened={asking} onClose={ask.close} title={t('leaveDialog.title')} centered>
        <Text mb="md">{t('leaveDialog.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={ask.close}>
            {t('actions.cancel')}
          </Button>
          <Button variant="light" onClick={leave}>
            {t('leaveDialog.leave')}
          </Button>
          <Button color="red" loading={ending} onClick={end}>
            {t('leaveDialog.end')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
