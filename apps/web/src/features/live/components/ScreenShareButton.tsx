import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconScreenShare, IconScreenShareOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import { ToolbarButton } from './ToolbarButton';

interface ScreenShareButtonProps {
  sharing: boolean;
  start: () => Promise<void>;
  stop: () => void;
}

/**
 * Starts or stops my screen share. While someone else shares, taking over asks first, then turns theirs off
 * (screenshare remote-off) and starts mine (spec §4 "override another's share after confirmation").
 */
export function ScreenShareButton({ sharing, start, stop }: ScreenShareButtonProps) {
  const { t } = useTranslation('live');
  const { room, self, send } = useLiveSession();
  const [confirming, confirm] = useDisclosure(false);
  const other = room.feeds.find((feed) => feed.kind === 'screen' && feed.participant_id !== self.id);

  function toggle() {
    if (sharing) stop();
    else if (other) confirm.open();
    else void start();
  }

  function takeOver() {
    confirm.close();
    if (other) send({ type: 'screenshare', action: 'remote-off', participant_id: other.participant_id, feed_id: other.id });
    // Still inside the click, so the browser lets the screen picker open.
    void start();
  }

  return (
    <>
      <ToolbarButton
        label={t('toolbar.screenShare')}
        hint={sharing ? t('toolbar.stopScreenShare') : t('toolbar.startScreenShare')}
        icon={sharing ? <IconScreenShareOff size={20} aria-hidden /> : <IconScreenShare size={20} aria-hidden />}
        pressed={sharing}
        color={sharing ? 'indigo' : 'dark.4'}
        onClick={toggle}
      />
      <Modal opened={confirming} onClose={confirm.close} title={t('screenShare.overrideTitle')} centered>
        <Text mb="md">{t('screenShare.overrideBody', { name: other?.display_name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={takeOver}>{t('screenShare.overrideConfirm')}</Button>
        </Group>
      </Modal>
    </>
  );
}
