import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteChannelModalProps {
  channel: { id: string; name: string } | null;
  deleting: boolean;
  onConfirm: (id: string) => void;
  onClose: () => void;
}

/** Spec §2: deleting a channel asks for confirmation first. */
export function DeleteChannelModal({ channel, deleting, onConfirm, onClose }: DeleteChannelModalProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={channel !== null}
      onClose={onClose}
      title={t('adminChannels.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text>{t('adminChannels.confirmBody', { name: channel?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={() => channel && onConfirm(channel.id)}>
          {t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
